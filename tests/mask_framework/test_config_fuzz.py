"""Fuzzing the configuration loader: any bytes give a Configuration or a ConfigError, never a crash."""
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mask_framework.config import load_config
from mask_framework.errors import ConfigError

FOLDER = Path(tempfile.mkdtemp(prefix="mask-config-fuzz-"))
TAGS = ["project", "algorithms", "entity", "entity_name", "original_name", "algorithm", "masking_type",
        "masking_class", "param", "dataset", "dataset_location", "data_output", "language", "!DOCTYPE x",
        "!ENTITY a 'b'", "?xml version='1.0'?", "unknown"]

fragment = st.one_of(
    st.sampled_from([f"<{t}>" for t in TAGS] + [f"</{t}>" for t in TAGS] + ['<param name="x">', '<algorithm name="">']),
    st.text(max_size=12),
    st.sampled_from(["Mask", "Redact", "Nothing", "NER_patterns", "&amp;", "&a;", "<![CDATA[x]]>", "<!-- -- -->"]),
)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(fragment, max_size=25), raw=st.binary(max_size=40))
def test_loader_never_crashes(parts, raw):
    for payload in ("".join(parts).encode("utf-8", "surrogatepass"), raw):
        path = FOLDER / "fuzz.cnf"
        path.write_bytes(payload)
        try:
            config = load_config(path)
        except ConfigError as exc:
            assert str(exc).startswith(str(path))
            continue
        assert config.entities, "a configuration that loads has at least one entity"
