import pytest

from mask_framework.masking.names import NameMapper, split_name
from mask_framework.masking.surrogates import SurrogatePools

KEY = b"0123456789abcdef0123456789abcdef"


@pytest.fixture(scope="module")
def mapper():
    return NameMapper(SurrogatePools("nl"))


def test_split_name_shapes(mapper):
    first = mapper.pools.gender
    parts = split_name("dr. Jan Piet van der Berg", first)
    assert parts.surname_text() == "van der Berg" and len(parts.given) == 2
    assert split_name("J.P. Jansen", first).initials == [0]
    assert split_name("Jansen, J.", first).surname_text() == "Jansen"
    assert split_name("Jan", first).surname is None
    assert split_name("Jansen", first).surname_text() == "Jansen"


def test_initials_follow_the_given_name(mapper):
    full = mapper.map_name(KEY, "Jan Jansen")
    short = mapper.map_name(KEY, "J. Jansen")
    given, surname = full.split(" ", 1)
    assert short == f"{given[0]}. {surname}"
    assert mapper.map_name(KEY, "Jansen") == surname[:1].upper() + surname[1:]  # alone: capitalised
    assert mapper.map_name(KEY, "Jan", context_surname="Jansen") == given
    assert mapper.map_name(KEY, "Jansen, J.").endswith(f", {given[0]}.")


def test_case_titles_and_gender_kept(mapper):
    upper = mapper.map_name(KEY, "JAN JANSEN")
    assert upper == mapper.map_name(KEY, "Jan Jansen").upper()
    assert mapper.map_name(KEY, "mevr. de Vries").startswith("mevr. ")
    given = mapper.map_name(KEY, "Maria Jansen").split(" ")[0]
    assert mapper.pools.gender.get(given.lower()) in ("f", "?")


def test_different_key_different_name(mapper):
    assert mapper.map_name(KEY, "Jan Jansen") != mapper.map_name(b"another key, also 32 bytes long!", "Jan Jansen")


def test_a_lone_first_name_the_pools_lack_stays_a_given_name(mapper):
    # "zoon Kees": Faker's pools have no "Kees", the Meertens list does (male)
    pools = mapper.pools
    assert "kees" not in {n.casefold() for names in pools.first_names.values() for n in names}
    assert pools.gender["kees"] == "m"
    assert "jansen" not in pools.gender  # a surname alone stays a surname
    out = mapper.map_name(KEY, "Kees")
    assert out not in pools.last_names and pools.gender.get(out.casefold()) in ("m", "?")
    assert split_name("Jansen", pools.gender).surname_text() == "Jansen"
