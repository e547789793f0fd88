"""Hook specifications: how plugins tell MASK what they provide.

Built-in plugins, drop-in folders and installed packages all register through
these same two hooks. An installed package declares, in its own metadata::

    [options.entry_points]
    mask_framework =
        my_plugins = my_package.mask_plugins

and ``my_package/mask_plugins.py`` implements::

    from mask_framework.hookspecs import hookimpl

    @hookimpl
    def register_ner_plugins(register):
        register(NER_MyModel)      # a subclass of NER_abstract
"""
import pluggy

hookspec = pluggy.HookspecMarker("mask_framework")
hookimpl = pluggy.HookimplMarker("mask_framework")


@hookspec
def register_ner_plugins(register):
    """Call ``register(cls)`` for each NER plugin class (a ``NER_abstract`` subclass)."""


@hookspec
def register_masking_plugins(register):
    """Call ``register(cls)`` for each masking plugin class (a ``Mask_abstract`` subclass)."""
