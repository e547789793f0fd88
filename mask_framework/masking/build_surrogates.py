"""Rebuild the surrogate pools shipped in ``mask_framework/resources/surrogates/`` from Faker.

Run ``python -m mask_framework.masking.build_surrogates``. The pools are shipped (not
generated at run time) so that every machine draws surrogates from the same lists
whatever Faker version it has installed: the keyed choice of a surrogate is an index
into a pool, and a different pool would give a different surrogate.
Generated entries (streets, US cities, companies) come from seeded Faker *instances*,
never from Faker's global random state.
"""
from __future__ import annotations

import re
from pathlib import Path

SURROGATE_DIR = Path(__file__).resolve().parent.parent / "resources" / "surrogates"
_CLEAN = re.compile(r"^[^\W\d_][\w' .-]*[^\W\d_]$")


def _keep(names) -> list[str]:
    """Deduplicated, sorted, plausible entries (no commas or odd punctuation)."""
    return sorted({n.strip() for n in names if _CLEAN.match(n.strip()) and "," not in n and not n.startswith(("'", "d'"))})


def _generated(locale: str, method: str, count: int, seed: int = 2024) -> list[str]:
    from faker import Faker

    fake = Faker(locale)
    fake.seed_instance(seed)
    produced: set[str] = set()
    for _ in range(count * 20):
        if len(produced) >= count:
            break
        produced.add(getattr(fake, method)())
    return _keep(produced)


def build_pools() -> dict[str, list[str]]:
    from faker.providers.address.en_US import Provider as AddressUS
    from faker.providers.address.nl_BE import Provider as AddressBE
    from faker.providers.address.nl_NL import Provider as AddressNL
    from faker.providers.job.en_US import Provider as JobUS
    from faker.providers.person.en_US import Provider as PersonUS
    from faker.providers.person.nl_BE import Provider as PersonBE
    from faker.providers.person.nl_NL import Provider as PersonNL

    return {
        "first_names_male_nl": _keep([*PersonNL.first_names_male, *PersonBE.first_names_male]),
        "first_names_female_nl": _keep([*PersonNL.first_names_female, *PersonBE.first_names_female]),
        "last_names_nl": _keep([*PersonNL.last_names, *PersonBE.last_names]),
        "first_names_male_en": _keep(PersonUS.first_names_male),
        "first_names_female_en": _keep(PersonUS.first_names_female),
        "last_names_en": _keep(PersonUS.last_names),
        "cities_nl": _keep([*AddressNL.cities, *AddressBE.cities]),
        "cities_en": _generated("en_US", "city", 800),
        "states_en": _keep(AddressUS.states),
        "streets_nl": _generated("nl_NL", "street_name", 800),
        "streets_en": _generated("en_US", "street_name", 800),
        "companies_nl": _generated("nl_NL", "company", 400),
        "companies_en": _generated("en_US", "company", 400),
        "professions_en": _keep(JobUS.jobs),
        "hospitals_nl": _hospitals("nl_NL", ("Ziekenhuis {}", "Medisch Centrum {}", "Zorggroep {}")),
        "hospitals_en": _hospitals("en_US", ("{} General Hospital", "{} Medical Center", "{} Clinic")),
    }


def _hospitals(locale: str, templates: tuple[str, ...], count: int = 300) -> list[str]:
    """Care institutions named after generated places: what an ORGANIZATION in a clinical note usually is."""
    from faker import Faker

    fake = Faker(locale)
    fake.seed_instance(7)
    return _keep(templates[i % len(templates)].format(fake.city()) for i in range(count))


def main() -> None:
    SURROGATE_DIR.mkdir(parents=True, exist_ok=True)
    for name, items in build_pools().items():
        (SURROGATE_DIR / f"{name}.txt").write_text("\n".join(items) + "\n", encoding="utf-8")
        print(f"{name}: {len(items)}")


if __name__ == "__main__":
    main()
