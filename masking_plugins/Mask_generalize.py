"""Replace a value with a coarser one from a hierarchy, and record how coarse (for the precision metric)."""
from pathlib import Path

from masking_plugins.Mask_abstract import Mask_abstract, MaskContext
from mask_framework.masking.hierarchies import AgeHierarchy, DateHierarchy, Hierarchy, PostcodeHierarchy, build_hierarchy
from mask_framework.masking.params import parse_dayfirst, parse_int

BUILTIN_HEIGHTS = {"date": DateHierarchy.height, "age": AgeHierarchy.height, "postcode": PostcodeHierarchy.height}


class Mask_generalize(Mask_abstract):
    """Generalize a value (date, age, postcode or a CSV hierarchy) to a configured level."""

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        self.hierarchy_name = self.params.get("hierarchy", "").strip()
        if not self.hierarchy_name:
            raise ValueError("parameter 'hierarchy' is required: date, age, postcode or the path of a CSV file")
        if self.hierarchy_name not in BUILTIN_HEIGHTS:
            # a CSV path is relative to the configuration's folder, like every path in the XML
            self.hierarchy_name = str(Path(self.params.get("config_dir", ".")) / self.hierarchy_name)
        if self.hierarchy_name not in BUILTIN_HEIGHTS and not Path(self.hierarchy_name).is_file():
            raise ValueError("parameter 'hierarchy' names no built-in hierarchy and no readable CSV file")
        height = BUILTIN_HEIGHTS.get(self.hierarchy_name, 1000)
        self.level = parse_int(self.params, "level", 1, 1, height - 1)
        self.dayfirst = parse_dayfirst(self.params.get("dayfirst", "auto"))
        self.hierarchy: Hierarchy | None = None

    def initialize(self) -> None:
        hierarchy = build_hierarchy(self.hierarchy_name, self.language, self.dayfirst)
        if self.level > hierarchy.height - 1:
            raise ValueError(f"parameter 'level' must be at most {hierarchy.height - 1} for this hierarchy")
        self.hierarchy = hierarchy

    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        if self.hierarchy is None:
            self.initialize()
        generalized, level_used = self.hierarchy.generalize(text_to_mask, self.level)
        context.records.append({"entity": entity, "level": level_used, "height": self.hierarchy.height})
        return generalized
