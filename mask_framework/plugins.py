"""The plugin registry: built-ins, drop-in folders and installed packages.

Drop-in files are found by name (``NER_*.py``, ``Mask_*.py``) and imported only
when a configuration uses them or ``mask plugins`` describes them, so starting a
run never pays for plugins it does not use.
"""
from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import pluggy

from mask_framework import hookspecs
from mask_framework.errors import PluginError

ENTRY_POINT_GROUP = "mask_framework"
KINDS = {
    "ner": ("NER_", "register_ner_plugins", "ner_plugins.NER_abstract", "NER_abstract"),
    "masking": ("Mask_", "register_masking_plugins", "masking_plugins.Mask_abstract", "Mask_abstract"),
}


def _base_class(kind: str) -> type:
    _, _, module, name = KINDS[kind]
    return getattr(importlib.import_module(module), name)


@dataclass
class PluginInfo:
    """A registered plugin; its class is imported on first ``load()``."""

    name: str
    kind: str
    source: str
    path: Path | None = None
    module_name: str | None = None
    cls: type | None = None

    def load(self) -> type:
        if self.cls is None:
            self.cls = self._import()
        return self.cls

    def _import(self) -> type:
        try:
            if self.module_name in sys.modules:
                module = sys.modules[self.module_name]
            elif self.module_name and self.path is None:
                module = importlib.import_module(self.module_name)
            else:
                spec = importlib.util.spec_from_file_location(self.module_name, self.path)
                module = importlib.util.module_from_spec(spec)
                sys.modules[self.module_name] = module
                try:
                    spec.loader.exec_module(module)
                except BaseException:
                    del sys.modules[self.module_name]
                    raise
        except Exception as exc:  # a broken plugin file must say which file
            raise PluginError(f"cannot import plugin {self.name} from {self.source}: {type(exc).__name__}: {exc}") from exc
        cls = getattr(module, self.name, None)
        base = _base_class(self.kind)
        if not (isinstance(cls, type) and issubclass(cls, base)):
            raise PluginError(f"{self.source} defines no class {self.name} subclassing {base.__name__}")
        return cls

    def describe(self) -> str:
        try:
            return self.load().describe()
        except PluginError as exc:
            return f"(cannot load: {exc})"


class PluginFolder:
    """A pluggy plugin registering every ``NER_*.py`` / ``Mask_*.py`` file of one folder.

    ``package`` is set for folders that are importable packages (the built-ins),
    so their classes import under their real module names.
    """

    def __init__(self, folder: Path, label: str, package: str | None = None):
        self.folder = folder
        self.label = label
        self.package = package

    def _register(self, register, kind: str) -> None:
        prefix, _, abstract_module, _ = KINDS[kind]
        abstract_stem = abstract_module.rsplit(".", 1)[1]
        if not self.folder.is_dir():
            return
        digest = hashlib.sha1(str(self.folder).encode()).hexdigest()[:10]
        for path in sorted(self.folder.glob(f"{prefix}*.py")):
            if path.stem == abstract_stem:
                continue
            if self.package:
                info = PluginInfo(path.stem, kind, f"{self.label} ({path})", module_name=f"{self.package}.{path.stem}")
            else:
                info = PluginInfo(path.stem, kind, f"{self.label} ({path})", path=path,
                                  module_name=f"mask_dropin_{digest}.{path.stem}")
            register(info)

    @hookspecs.hookimpl
    def register_ner_plugins(self, register):
        self._register(register, "ner")

    @hookspecs.hookimpl
    def register_masking_plugins(self, register):
        self._register(register, "masking")


def builtin_folders() -> list[PluginFolder]:
    import masking_plugins
    import ner_plugins

    return [
        PluginFolder(Path(ner_plugins.__file__).parent, "built-in", package="ner_plugins"),
        PluginFolder(Path(masking_plugins.__file__).parent, "built-in", package="masking_plugins"),
    ]


class PluginRegistry:
    """All plugins known to this process, by kind and name."""

    def __init__(self, extra_dirs: Iterable[Path] = (), entry_points: bool = True):
        self.pm = pluggy.PluginManager("mask_framework")
        self.pm.add_hookspecs(hookspecs)
        seen_folders: set[Path] = set()
        for folder in builtin_folders():
            seen_folders.add(folder.folder.resolve())
            self.pm.register(folder, name=f"builtin:{folder.folder.name}")
        if entry_points:
            self.pm.load_setuptools_entrypoints(ENTRY_POINT_GROUP)
        for extra in extra_dirs:
            extra = Path(extra).resolve()
            # e.g. the repo's ner_plugins/ is the installed package in an editable install
            if extra in seen_folders or not extra.is_dir():
                continue
            seen_folders.add(extra)
            self.pm.register(PluginFolder(extra, "drop-in folder"), name=f"dropin:{extra}")
        self.pm.check_pending()
        self.plugins: dict[str, dict[str, PluginInfo]] = {"ner": {}, "masking": {}}
        for kind in KINDS:
            self._collect(kind)

    def _source_of(self, plugin) -> str:
        for candidate, dist in self.pm.list_plugin_distinfo():
            if candidate is plugin:
                return f"package {dist.project_name} {dist.version}"
        return self.pm.get_name(plugin) or repr(plugin)

    def _collect(self, kind: str) -> None:
        hook = getattr(self.pm.hook, KINDS[kind][1])
        # Call each implementation ourselves (not hook()) so each registration
        # knows which plugin made it: a duplicate error must name both sources.
        for impl in hook.get_hookimpls():  # registration order: built-ins, packages, drop-ins
            source = impl.plugin.label if isinstance(impl.plugin, PluginFolder) else self._source_of(impl.plugin)

            def register(item, _source=source):
                self._add(kind, item, _source)

            impl.function(register=register)

    def _add(self, kind: str, item, source: str) -> None:
        if isinstance(item, PluginInfo):
            info = item
        elif isinstance(item, type):
            base = _base_class(kind)
            if not issubclass(item, base):
                raise PluginError(f"{source} registered {item.__name__}, which is not a {base.__name__} subclass")
            info = PluginInfo(getattr(item, "plugin_name", item.__name__), kind, source, cls=item)
        else:
            raise PluginError(f"{source} registered {item!r}; register a plugin class")
        known = self.plugins[kind]
        if info.name in known:
            raise PluginError(
                f"duplicate {kind} plugin name '{info.name}': from {known[info.name].source} and from {info.source}")
        known[info.name] = info

    def names(self, kind: str) -> list[str]:
        return sorted(self.plugins[kind])

    def get(self, kind: str, name: str) -> PluginInfo:
        try:
            return self.plugins[kind][name]
        except KeyError:
            available = ", ".join(self.names(kind)) or "none"
            raise PluginError(f"unknown {kind} plugin '{name}'; available: {available}") from None
