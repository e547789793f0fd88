"""The masking plugins configured from XML and run by the real pipeline (the README's examples)."""
from pathlib import Path

from masking_helpers import KEY
from mask_framework.pipeline import Pipeline

# A drop-in NER plugin that finds fixed strings: the NER side is not under test here.
KEYWORDS = '''
from ner_plugins.NER_abstract import NER_abstract


class NER_fixed(NER_abstract):
    def initialize(self):
        pass

    def perform_NER(self, text):
        found = []
        for item in self.params["items"].split("|"):
            label, word = item.split("=", 1)
            start = text.find(word)
            while start >= 0:
                found.append((label, start, start + len(word)))
                start = text.find(word, start + len(word))
        return found
'''

ITEMS = "NAME=Jan Jansen|NAME=J. Jansen|DATE=3 okt. 2004|DATE=14/02/2011|AGE=93|LOCATION=1234 AB|ID=111222333"


def entity(name, masking, params=""):
    return (f"<entity><entity_name>{name}</entity_name><original_name>{name}</original_name>"
            f'<algorithm name="NER_fixed"><param name="items">{ITEMS}</param></algorithm>'
            f"<masking_type>Mask</masking_type><masking_class name=\"{masking}\">{params}</masking_class></entity>")


def test_every_plugin_from_xml(tmp_path: Path):
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "NER_fixed.py").write_text(KEYWORDS, encoding="utf-8")
    entities = "".join([
        entity("NAME", "Mask_redact", '<param name="style">numbered</param>'),
        entity("DATE", "Mask_date_shift", '<param name="patient_key">folder</param><param name="max_days">100</param>'),
        entity("AGE", "Mask_generalize", '<param name="hierarchy">age</param><param name="level">1</param>'),
        entity("LOCATION", "Mask_generalize", '<param name="hierarchy">postcode</param><param name="level">1</param>'),
        entity("ID", "Mask_map"),
    ])
    config = tmp_path / "configuration.cnf"
    config.write_text(f'<?xml version="1.0" encoding="UTF-8"?>\n<project><language>nl</language>'
                      f"<plugins_dir>plugins</plugins_dir><algorithms>{entities}</algorithms></project>", encoding="utf-8")
    pipeline = Pipeline.from_config(config, key=KEY)
    text = "Jan Jansen (93, BSN 111222333, 1234 AB) opgenomen 3 okt. 2004; J. Jansen ontslagen 14/02/2011."
    result = pipeline.mask_documents([("p1/note.txt", text)])[0]
    masked = result.masked_text
    assert masked.startswith("[NAME-1] (90+, BSN ") and "[NAME-1] ontslagen" in masked and ", 1234) opgenomen" in masked
    for original in ("Jan Jansen", "J. Jansen", "111222333", "3 okt. 2004", "14/02/2011", "1234 AB"):
        assert original not in masked
    assert {(r["entity"], r["level"], r["height"]) for r in result.records} == {("AGE", 1, 4), ("LOCATION", 1, 4)}
    # the same folder means the same patient: another note shifts its dates by the same offset
    again = pipeline.mask_documents([("p1/other.txt", text)])[0].masked_text
    assert again == masked
