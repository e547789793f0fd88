"""Configuration errors stop before any data is read, naming file, line and column."""
from pathlib import Path

import pytest

from mask_framework.config import load_config
from mask_framework.errors import ConfigError
from mask_framework.pipeline import check_config, plugin_dirs_for
from mask_framework.plugins import PluginRegistry


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bad.cnf"
    path.write_text(text)
    return path


GOOD = """<?xml version="1.0"?>
<project>
  <project_name>p</project_name>
  <language>nl</language>
  <algorithms>
    <entity>
      <entity_name>DATE</entity_name>
      <original_name>DATE</original_name>
      <original_name>DAY</original_name>
      <algorithm>NER_keywords</algorithm>
      <algorithm name="NER_keywords"><param name="words">maandag</param></algorithm>
      <masking_type>Mask</masking_type>
      <masking_class name="Mask_redact"><param name="token">[DATUM]</param></masking_class>
    </entity>
  </algorithms>
  <dataset>
    <dataset_location>in</dataset_location>
    <data_output>out</data_output>
    <file_types>txt, .note</file_types>
    <gold_location>gold</gold_location>
  </dataset>
</project>
"""


def test_good_configuration_is_read_with_extensions(tmp_path):
    config = load_config(write(tmp_path, GOOD))
    entity = config.entities[0]
    assert config.language == "nl"
    assert entity.original_names == ("DATE", "DAY")
    assert [a.name for a in entity.algorithms] == ["NER_keywords", "NER_keywords"]
    assert entity.algorithms[1].param_dict == {"words": "maandag"}
    assert entity.masking.name == "Mask_redact" and entity.masking.param_dict == {"token": "[DATUM]"}
    assert config.input_dir == tmp_path / "in" and config.output_dir == tmp_path / "out"
    assert config.gold_dir == tmp_path / "gold"
    assert config.file_types == (".txt", ".note")


def test_propagate_is_read_per_entity_and_off_by_default(tmp_path):
    assert load_config(write(tmp_path, GOOD)).entities[0].propagate is False
    text = GOOD.replace("<masking_type>Mask</masking_type>", "<propagate>true</propagate><masking_type>Mask</masking_type>")
    assert load_config(write(tmp_path, text)).entities[0].propagate is True
    with pytest.raises(ConfigError, match="propagate"):
        load_config(write(tmp_path, GOOD.replace("<masking_type>Mask</masking_type>",
                                                 "<propagate>sometimes</propagate><masking_type>Mask</masking_type>")))


def test_propagate_finders_is_read_per_entity_and_one_by_default(tmp_path):
    assert load_config(write(tmp_path, GOOD)).entities[0].propagate_finders == 1
    text = GOOD.replace("<masking_type>Mask</masking_type>",
                        "<propagate>true</propagate><propagate_finders>2</propagate_finders><masking_type>Mask</masking_type>")
    assert load_config(write(tmp_path, text)).entities[0].propagate_finders == 2
    with pytest.raises(ConfigError, match="propagate_finders"):
        load_config(write(tmp_path, GOOD.replace("<masking_type>Mask</masking_type>",
                                                 "<propagate_finders>0</propagate_finders><masking_type>Mask</masking_type>")))


def test_the_shipped_dutch_configuration_spreads_only_what_two_plugins_found():
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    dutch = {e.name: e.propagate_finders for e in load_config(root / "configuration_nl.cnf").entities}
    english = {e.name: e.propagate_finders for e in load_config(root / "configuration.cnf").entities}
    assert dutch["NAME"] == 2 and english["NAME"] == 1


def test_acronyms_is_read_per_entity_and_off_by_default(tmp_path):
    assert load_config(write(tmp_path, GOOD)).entities[0].acronyms is False
    text = GOOD.replace("<masking_type>Mask</masking_type>", "<acronyms>true</acronyms><masking_type>Mask</masking_type>")
    entity = load_config(write(tmp_path, text)).entities[0]
    assert entity.acronyms is True and entity.propagate is False
    with pytest.raises(ConfigError, match="acronyms"):
        load_config(write(tmp_path, GOOD.replace("<masking_type>Mask</masking_type>",
                                                 "<acronyms>often</acronyms><masking_type>Mask</masking_type>")))


def test_ages_after_names_an_entity_that_is_configured(tmp_path):
    assert load_config(write(tmp_path, GOOD)).entities[0].ages_after is None
    text = GOOD.replace("<masking_type>Mask</masking_type>", "<ages_after>DATE</ages_after><masking_type>Mask</masking_type>")
    assert load_config(write(tmp_path, text)).entities[0].ages_after == "DATE"
    unknown = text.replace("<ages_after>DATE</ages_after>", "<ages_after>NAME</ages_after>")
    with pytest.raises(ConfigError, match=r"no entity is called NAME; the entities are DATE") as error:
        load_config(write(tmp_path, unknown))
    assert error.value.line == 6
    with pytest.raises(ConfigError, match="ages_after"):
        load_config(write(tmp_path, text.replace("<ages_after>DATE</ages_after>", "<ages_after></ages_after>")))


def test_redact_without_class_defaults_to_mask_redact_and_original_name_to_entity(tmp_path):
    text = GOOD.replace('<masking_type>Mask</masking_type>', '<masking_type>Redact</masking_type>')
    text = text.replace('<masking_class name="Mask_redact"><param name="token">[DATUM]</param></masking_class>', "")
    text = text.replace("<original_name>DATE</original_name>\n      <original_name>DAY</original_name>", "")
    entity = load_config(write(tmp_path, text)).entities[0]
    assert entity.masking.name == "Mask_redact" and entity.masking.params == ()
    assert entity.original_names == ("DATE",)


@pytest.mark.parametrize(
    "mutate, line, fragment",
    [
        (lambda t: t.replace("<project_name>p</project_name>", "<project_name>p</project_nam>"), 3, "malformed XML"),
        (lambda t: t.replace("<language>nl</language>", "<colour>nl</colour>"), 4, "unknown or misplaced tag <colour>"),
        (lambda t: t.replace("<entity_name>DATE</entity_name>", ""), 6, "has no <entity_name>"),
        (lambda t: t.replace("<masking_class name=\"Mask_redact\"><param name=\"token\">[DATUM]</param></masking_class>", ""),
         12, "masking_type Mask but no <masking_class>"),
        (lambda t: t.replace("<masking_type>Mask</masking_type>", "<masking_type>Scramble</masking_type>"), 12, "Scramble"),
        (lambda t: t.replace('<param name="words">maandag</param>', '<param name="words">a</param><param name="words">b</param>'),
         11, "given twice"),
    ],
    ids=["malformed", "unknown-tag", "missing-entity-name", "mask-without-class", "bad-masking-type", "duplicate-param"],
)
def test_structural_errors_name_the_line(tmp_path, mutate, line, fragment):
    path = write(tmp_path, mutate(GOOD))
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert caught.value.line == line
    assert fragment in str(caught.value)
    assert str(caught.value).startswith(f"{path}:{line}")


def test_unknown_plugin_lists_the_available_ones(tmp_path, project):
    config_path = project()
    text = config_path.read_text().replace('name="NER_keywords"', 'name="NER_doesnotexist"', 1)
    config_path.write_text(text)
    config = load_config(config_path)
    with pytest.raises(ConfigError) as caught:
        check_config(config, PluginRegistry(plugin_dirs_for(config)))
    message = str(caught.value)
    assert "unknown ner plugin 'NER_doesnotexist'" in message
    assert "NER_keywords" in message  # the list of what is available
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "NER_doesnotexist" in l)
    assert caught.value.line == line


def test_bad_plugin_parameter_is_a_config_error_with_line(tmp_path, project):
    config_path = project()
    text = config_path.read_text().replace('<param name="words">Jan Jansen,Jansen,Piet</param>', "", 1)
    config_path.write_text(text)
    config = load_config(config_path)
    with pytest.raises(ConfigError, match="parameter 'words' is required") as caught:
        check_config(config, PluginRegistry(plugin_dirs_for(config)))
    assert caught.value.line == next(i for i, l in enumerate(text.splitlines(), 1) if "NER_keywords" in l)


def test_missing_input_folder_is_reported_by_validate(tmp_path, project, capsys):
    from mask_framework.cli import main

    config_path = project()
    (tmp_path / "input").rmdir()
    assert main(["validate", str(config_path)]) == 2
    err = capsys.readouterr().err
    line = next(i for i, l in enumerate(config_path.read_text().splitlines(), 1) if "dataset_location" in l)
    assert f"{config_path}:{line}: input folder" in err and "does not exist" in err


@pytest.mark.parametrize("payload", [
    '<?xml version="1.0"?>\n<!DOCTYPE project [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<project>&xxe;</project>',
    '<?xml version="1.0"?>\n<!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<project>&b;</project>',
    '<?xml version="1.0"?>\n<!DOCTYPE project SYSTEM "http://example.invalid/evil.dtd">\n<project/>',
], ids=["xxe", "expansion-bomb", "external-dtd"])
def test_doctype_is_refused(tmp_path, payload):
    with pytest.raises(ConfigError, match="DOCTYPE and ENTITY declarations are not allowed") as caught:
        load_config(write(tmp_path, payload))
    assert caught.value.line == 2


def test_oversized_configuration_is_refused_before_parsing(tmp_path):
    path = write(tmp_path, GOOD.replace("<project_name>p</project_name>", "<project_name>" + "x" * 2_000_000 + "</project_name>"))
    with pytest.raises(ConfigError, match="refusing anything over"):
        load_config(path)


def test_recase_is_off_by_default_and_needs_english_or_dutch(tmp_path):
    assert load_config(write(tmp_path, GOOD)).recase is False
    on = GOOD.replace("<language>nl</language>", "<language>nl</language><recase>true</recase>")
    assert load_config(write(tmp_path, on)).recase is True
    with pytest.raises(ConfigError, match="recase.*language is fr"):
        load_config(write(tmp_path, on.replace("<language>nl</language>", "<language>fr</language>")))
    with pytest.raises(ConfigError, match="recase"):
        load_config(write(tmp_path, on.replace("<recase>true", "<recase>often")))


def test_unwrap_is_off_by_default_and_works_in_any_language(tmp_path):
    assert load_config(write(tmp_path, GOOD)).unwrap is False
    on = GOOD.replace("<language>nl</language>", "<language>fr</language><unwrap>true</unwrap>")
    assert load_config(write(tmp_path, on)).unwrap is True
    assert load_config(write(tmp_path, on.replace("<unwrap>true", "<unwrap>0"))).unwrap is False
    with pytest.raises(ConfigError, match="unwrap"):
        load_config(write(tmp_path, on.replace("<unwrap>true", "<unwrap>sometimes")))
