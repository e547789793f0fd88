"""The plugin registry: built-ins, drop-in folders, installed packages, duplicates."""
import sys
import textwrap

import pytest

from mask_framework.errors import PluginError
from mask_framework.plugins import PluginRegistry

DROP_IN = textwrap.dedent('''
    from ner_plugins.NER_abstract import NER_abstract

    class NER_MyModel(NER_abstract):
        """Finds the word 'secret'."""

        def initialize(self):
            self.word = "secret"

        def perform_NER(self, text):
            at = text.find(self.word)
            return [] if at < 0 else [("NAME", at, at + len(self.word))]
''')


def test_builtins_are_registered(tmp_path):
    registry = PluginRegistry()
    assert {"Mask_redact", "Mask_date_simple"} <= set(registry.names("masking"))
    assert registry.get("masking", "Mask_redact").source.startswith("built-in")


def test_drop_in_file_is_picked_up_and_usable(tmp_path):
    (tmp_path / "NER_MyModel.py").write_text(DROP_IN)
    registry = PluginRegistry([tmp_path])
    info = registry.get("ner", "NER_MyModel")
    assert "drop-in folder" in info.source and str(tmp_path) in info.source
    plugin = info.load()()
    plugin.initialize()
    assert plugin.perform_NER("a secret here") == [("NAME", 2, 8)]
    assert info.describe() == "Finds the word 'secret'."


def test_drop_in_file_without_matching_class_is_a_clear_error(tmp_path):
    (tmp_path / "NER_Broken.py").write_text("class Something: pass\n")
    info = PluginRegistry([tmp_path]).get("ner", "NER_Broken")
    with pytest.raises(PluginError, match="defines no class NER_Broken subclassing NER_abstract"):
        info.load()


def test_duplicate_name_names_both_sources(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    for folder in (first, second):
        folder.mkdir()
        (folder / "NER_MyModel.py").write_text(DROP_IN)
    with pytest.raises(PluginError) as caught:
        PluginRegistry([first, second])
    message = str(caught.value)
    assert "duplicate ner plugin name 'NER_MyModel'" in message
    assert str(first / "NER_MyModel.py") in message and str(second / "NER_MyModel.py") in message


def test_drop_in_shadowing_a_builtin_is_a_duplicate(tmp_path):
    (tmp_path / "Mask_redact.py").write_text(
        "from masking_plugins.Mask_abstract import Mask_abstract\n"
        "class Mask_redact(Mask_abstract):\n    def mask(self, t, e, c): return 'x'\n")
    with pytest.raises(PluginError, match="duplicate masking plugin name 'Mask_redact': from built-in"):
        PluginRegistry([tmp_path])


def test_unknown_name_lists_known_names():
    with pytest.raises(PluginError) as caught:
        PluginRegistry().get("masking", "Mask_nope")
    assert "unknown masking plugin 'Mask_nope'; available:" in str(caught.value)
    assert "Mask_redact" in str(caught.value)


def test_installed_package_registers_through_entry_point(tmp_path, monkeypatch):
    """A real (tiny) installed distribution: a .dist-info with an entry point on sys.path."""
    package = tmp_path / "mask_thirdparty"
    package.mkdir()
    (package / "__init__.py").write_text(textwrap.dedent('''
        from mask_framework.hookspecs import hookimpl
        from masking_plugins.Mask_abstract import Mask_abstract

        class Mask_stars(Mask_abstract):
            """Replace with stars."""
            def mask(self, text_to_mask, entity, context):
                return "***"

        @hookimpl
        def register_masking_plugins(register):
            register(Mask_stars)
    '''))
    dist = tmp_path / "mask_thirdparty-1.2.3.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: mask-thirdparty\nVersion: 1.2.3\n")
    (dist / "entry_points.txt").write_text("[mask_framework]\nstars = mask_thirdparty\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        registry = PluginRegistry()
        info = registry.get("masking", "Mask_stars")
        assert info.source == "package mask-thirdparty 1.2.3"
        assert info.load()().mask("Jan", "NAME", None) == "***"
    finally:
        sys.modules.pop("mask_thirdparty", None)
