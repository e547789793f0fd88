"""Read and check a MASK XML configuration (``configuration.cnf``).

Parsing is defensive: a configuration comes from a user, so DOCTYPEs (and with
them external entities, external DTDs and entity-expansion bombs) are refused
outright, nothing is fetched from the network, and oversized files are refused
before parsing. The structure is checked against ``config.xsd``; what XML Schema
1.0 cannot say (counts of children in any order, plugin names, folders) is
checked here, each error naming file, line and column.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lxml import etree

from mask_framework.errors import ConfigError

MAX_CONFIG_BYTES = 1024 * 1024  # a real configuration is a few kB
MASKING_TYPES = ("Nothing", "Mask", "Redact")
DEFAULT_FILE_TYPES = (".txt",)


@dataclass(frozen=True)
class PluginRef:
    """A plugin named in the configuration, with its parameters (strings)."""

    name: str
    params: tuple[tuple[str, str], ...] = ()
    line: int | None = None

    @property
    def param_dict(self) -> dict[str, str]:
        return dict(self.params)


@dataclass
class EntityConfig:
    name: str
    original_names: tuple[str, ...]
    algorithms: list[PluginRef]
    masking_type: str
    masking: PluginRef | None
    line: int | None = None
    propagate: bool = False  # <propagate>: every other mention of a found span's words (propagate.py)
    acronyms: bool = False  # <acronyms>: acronyms defined in brackets next to a found span (acronyms.py)
    ages_after: str | None = None  # <ages_after>: numbers in brackets after this entity's spans (bracket_ages.py)
    # <propagate_finders>: how many plugins must have found a word before it is spread (propagate.py)
    propagate_finders: int = 1

    def accepts(self, label: str) -> bool:
        """Whether an NER label belongs to this entity (``<original_name>``)."""
        return label in self.original_names


@dataclass
class Configuration:
    path: Path
    entities: list[EntityConfig]
    language: str = "en"
    project: dict[str, str] = field(default_factory=dict)
    input_dir: Path | None = None
    output_dir: Path | None = None
    gold_dir: Path | None = None
    file_types: tuple[str, ...] = DEFAULT_FILE_TYPES
    plugin_dirs: list[Path] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)
    recase: bool = False   # <recase>: notes in capitals or in lower case are also read recased
    unwrap: bool = False   # <unwrap>: hard-wrapped notes are read with their wrapped lines joined

    @property
    def base_dir(self) -> Path:
        return self.path.parent


@lru_cache(maxsize=1)
def _schema() -> etree.XMLSchema:
    xsd = resources.files("mask_framework").joinpath("config.xsd").read_bytes()
    return etree.XMLSchema(etree.fromstring(xsd, _safe_parser()))


def _safe_parser() -> etree.XMLParser:
    return etree.XMLParser(
        resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False,
        huge_tree=False, remove_comments=True, remove_pis=True,
    )


def _refuse_doctype(raw: bytes, path: Path) -> None:
    match = re.search(rb"<!(DOCTYPE|ENTITY)", raw)
    if match:
        line = raw.count(b"\n", 0, match.start()) + 1
        column = match.start() - (raw.rfind(b"\n", 0, match.start()) + 1) + 1
        raise ConfigError(
            "DOCTYPE and ENTITY declarations are not allowed in a configuration "
            "(they enable external entities and expansion bombs)", path, line, column)


def parse_tree(path: Path) -> etree._ElementTree:
    """Parse and schema-validate; raise ConfigError with a location on failure."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ConfigError(f"cannot read the configuration ({exc.strerror})", path) from None
    if path.is_dir():
        raise ConfigError("is a folder, not a configuration file", path)
    if size > MAX_CONFIG_BYTES:
        raise ConfigError(f"configuration is {size} bytes; refusing anything over {MAX_CONFIG_BYTES}", path)
    raw = path.read_bytes()
    _refuse_doctype(raw, path)
    try:
        tree = etree.ElementTree(etree.fromstring(raw, _safe_parser()))
    except etree.XMLSyntaxError as exc:
        line, column = exc.position if exc.position else (None, None)
        raise ConfigError(f"malformed XML: {exc.msg}", path, line, column) from None
    schema = _schema()
    if not schema.validate(tree):
        error = schema.error_log.filter_from_errors()[0] if schema.error_log.filter_from_errors() else schema.error_log[0]
        raise ConfigError(_explain_schema_error(error.message), path, error.line, error.column or None)
    return tree


def _explain_schema_error(message: str) -> str:
    # lxml's wording is precise but opaque; lead with the plain reading.
    unexpected = re.match(r"Element '([^']+)': This element is not expected\.", message)
    if unexpected:
        return f"unknown or misplaced tag <{unexpected.group(1)}> ({message})"
    missing = re.search(r"Missing child element\(s\)\. Expected is \( ?([^)]+?) ?\)", message)
    if missing:
        return f"missing required tag <{missing.group(1)}> ({message})"
    return message


def _plugin_ref(element: etree._Element, path: Path, what: str) -> PluginRef:
    text = (element.text or "").strip()
    tail_text = "".join((child.tail or "") for child in element).strip()
    attr = (element.get("name") or "").strip()
    if attr and (text or tail_text):
        raise ConfigError(f"<{what}> has both a name attribute and text; give the plugin name once", path, element.sourceline)
    name = attr or text or tail_text
    if not name:
        raise ConfigError(f"<{what}> names no plugin", path, element.sourceline)
    params = []
    seen = set()
    for param in element.iterfind("param"):
        key = param.get("name").strip()
        if key in seen:
            raise ConfigError(f"parameter '{key}' given twice for {name}", path, param.sourceline)
        seen.add(key)
        params.append((key, (param.text or "").strip()))
    return PluginRef(name, tuple(params), element.sourceline)


def _one(entity: etree._Element, tag: str, path: Path, required: bool) -> etree._Element | None:
    found = entity.findall(tag)
    if len(found) > 1:
        raise ConfigError(f"<entity> has {len(found)} <{tag}> tags; only one is allowed", path, found[1].sourceline)
    if required and not found:
        raise ConfigError(f"<entity> has no <{tag}>", path, entity.sourceline)
    return found[0] if found else None


def _entity(element: etree._Element, path: Path) -> EntityConfig:
    name = _one(element, "entity_name", path, required=True).text.strip()
    originals = tuple(e.text.strip() for e in element.findall("original_name")) or (name,)
    algorithms = [_plugin_ref(a, path, "algorithm") for a in element.findall("algorithm")]
    if not algorithms:
        raise ConfigError(f"entity {name} has no <algorithm>", path, element.sourceline)
    type_el = _one(element, "masking_type", path, required=False)
    masking_type = type_el.text.strip() if type_el is not None else "Redact"
    class_el = _one(element, "masking_class", path, required=False)
    masking = _plugin_ref(class_el, path, "masking_class") if class_el is not None else None
    if masking_type == "Mask" and masking is None:
        raise ConfigError(f"entity {name} has masking_type Mask but no <masking_class>", path,
                          type_el.sourceline if type_el is not None else element.sourceline)
    if masking_type == "Redact" and masking is None:
        masking = PluginRef("Mask_redact", (), element.sourceline)
    if masking_type == "Nothing":
        masking = None
    ages_after = _one(element, "ages_after", path, required=False)
    finders = _one(element, "propagate_finders", path, required=False)
    return EntityConfig(name, originals, algorithms, masking_type, masking, element.sourceline,
                        _flag(element, "propagate", path), _flag(element, "acronyms", path),
                        ages_after.text.strip() if ages_after is not None else None,
                        int(finders.text.strip()) if finders is not None else 1)


def _flag(parent: etree._Element, tag: str, path: Path) -> bool:
    """An optional boolean element of an entity or the project (the schema has checked its value)."""
    element = _one(parent, tag, path, required=False)
    return element is not None and element.text.strip().lower() in ("true", "1")


def load_config(path: str | Path) -> Configuration:
    """Read a configuration; structural errors raise ConfigError.

    Plugin names and folders are checked by ``check_config`` once the plugin
    registry and command-line overrides are known.
    """
    path = Path(path).resolve()
    root = parse_tree(path).getroot()
    base = path.parent
    entities = [_entity(e, path) for e in root.iterfind("algorithms/entity")]
    names = {}
    for entity in entities:
        if entity.name in names:
            raise ConfigError(f"entity {entity.name} is configured twice (first on line {names[entity.name]})", path, entity.line)
        names[entity.name] = entity.line
    for entity in entities:
        if entity.ages_after is not None and entity.ages_after not in names:
            raise ConfigError(f"entity {entity.name} has <ages_after>{entity.ages_after}</ages_after>, but no entity "
                              f"is called {entity.ages_after}; the entities are {', '.join(sorted(names))}",
                              path, entity.line)
    config = Configuration(path=path, entities=entities)
    for tag in ("project_name", "project_start_date", "project_owner", "project_owner_contact"):
        element = root.find(tag)
        if element is not None and element.text:
            config.project[tag] = element.text.strip()
    if (language := root.find("language")) is not None:
        config.language = language.text.strip()
    config.recase = _flag(root, "recase", path)
    if config.recase and config.language not in ("en", "nl"):
        raise ConfigError(f"<recase> needs the word lists of English or Dutch; the language is "
                          f"{config.language}", path, root.find("recase").sourceline)
    config.unwrap = _flag(root, "unwrap", path)
    if (plugins_dir := root.find("plugins_dir")) is not None:
        config.plugin_dirs.append(base / plugins_dir.text.strip())
        config.lines["plugins_dir"] = plugins_dir.sourceline
    dataset = root.find("dataset")
    if dataset is not None:
        for tag, attr in (("dataset_location", "input_dir"), ("data_output", "output_dir"), ("gold_location", "gold_dir")):
            element = dataset.find(tag)
            if element is not None:
                setattr(config, attr, base / element.text.strip())
                config.lines[tag] = element.sourceline
        file_types = dataset.find("file_types")
        if file_types is not None:
            config.file_types = tuple(
                "." + t.strip().lstrip("*").lstrip(".") for t in file_types.text.split(",") if t.strip())
    return config


def check_input_folder(config: Configuration) -> None:
    """Refuse a configured ``<dataset_location>`` that does not exist, naming its line."""
    if config.input_dir is not None and not config.input_dir.is_dir():
        raise ConfigError(f"input folder {config.input_dir} does not exist", config.path,
                          config.lines.get("dataset_location"))
