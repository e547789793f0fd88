"""One-line descriptions of plugin classes, for `mask plugins`."""


def describe_plugin(cls: type) -> str:
    """The class's ``description`` attribute, else its docstring's first line."""
    if getattr(cls, "description", ""):
        return cls.description
    doc = (cls.__doc__ or "").strip().splitlines()
    return doc[0] if doc else ""
