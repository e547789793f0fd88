"""NER plugins: one file per plugin, ``NER_<Name>.py`` holding class ``NER_<Name>``.

Drop a file here (or into a folder named by ``<plugins_dir>`` / ``--plugins-dir``)
and name the class in a configuration's ``<algorithm>``; nothing else is needed.
"""
