"""A third party's job written right before their name (see ``ProfessionFinder._before_name``)."""
import pytest


def jobs(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "PROFESSION"]


@pytest.mark.parametrize("text, expected", [
    ("He will discuss light duties with his site supervisor, Gary Docherty. May drive", "site supervisor"),
    ("about 40 m from shore. Camp instructor Brandon Okafor paddled out", "instructor"),
    ("they mentioned their own attorney, Jonathan Pereira-Liu.", "attorney"),
    ("contact me via my secretary, Mrs Karen McLaughlin, on 0141", "secretary"),
    ("Brief LOC per his foreman P. van der Merwe 083 555 0192", "foreman"),
    ("The head gardener, Mr Dave Nunn, called 999", "head gardener"),
    ("Extricated after approx 2 h. Shift boss Pieter van der Westhuizen (083 555 0101)", "Shift boss"),
    # a first name that is also a word ('Lucky'), then a surname
    ("Conscious but confused at scene per team leader Lucky Mahlangu. Extricated", "team leader"),
    # a name that starts with an accented capital, or has letters beyond Latin-1 ('ı', 'ł')
    ("Spoke to his site supervisor Ömer Yıldız about light duties.", "site supervisor"),
    ("Brief history per foreman Łukasz Wójcik at the scene.", "foreman"),
])
def test_a_job_right_before_a_name(en, text, expected):
    assert jobs(en, text) == [expected]


@pytest.mark.parametrize("text, expected", [
    # modifiers join only after a determiner: 'after' and 'back' are not part of the job
    ("bruising on upper arms + back after teacher Mr. Sato saw child wince", ["teacher"]),
    # a listed phrase ('school teacher') is not read across a sentence end or a bracket
    ("She missed 2 days of school. Teacher Ms. Hanlon sent a note.", ["Teacher"]),
    ("dad Kwame drives long haul (truck driver, Trans-Laurentian Freight).", ["truck driver"]),
])
def test_the_job_keeps_to_its_own_words(en, text, expected):
    assert jobs(en, text) == expected


@pytest.mark.parametrize("text", [
    "also sees cardiologist Dr Hamid Sultani at Westmead",  # who treats, and 'Dr' names a clinician
    "referred to our diabetes educator Grace Mensah RN CDE",
    "Discussed with pharmacy manager Gareth Rees-Jenkins today",  # a post at a care service
    "Environmental health officer City of Fremantle informed",  # no name follows
    "his teacher\nMrs Doherty",  # the name is on the next line
    "Parish priest Fr Tadhg Murphy visits on Sundays.",  # 'Fr' titles a clergyman: the first-name-word rule skips it
    "Children's Haematology & Oncology (Principal Treatment Centre)",  # a unit's name, no person
])
def test_care_roles_and_jobs_without_a_name_after_them(en, text):
    assert jobs(en, text) == []


@pytest.mark.parametrize("text, expected", [
    ("Op za 16 aug. door politie (wijkagent M. El Idrissi, team Segbroek) aangetroffen", "wijkagent"),
    ("Parket Gent gecontacteerd, magistraat L. Goethals gaf akkoord", "magistraat"),
    ("Aanwezig: directeur mevr. Nathalie Verstraeten, juf Dhondt", "directeur"),
    ("kopie aan IDEWE (preventieadviseur S. Jacobs)", "preventieadviseur"),
    ("wilsverklaring 2015, notaris mr. F. Hagedoorn", "notaris"),  # 'mr.' titles a lawyer or notary
    ("Collegiale opvang dezelfde nacht door brigadier Öztürk, 2e gesprek", "brigadier"),
])
def test_a_dutch_job_right_before_a_name(nl, text, expected):
    assert jobs(nl, text) == [expected]


@pytest.mark.parametrize("text", [
    "Vingerprik door juf Evelien: 54 mg/dl. Gezien door vroedvrouw J. Claes.",  # 'juf' is a title; a care role
    "aangepast sinds gesprek diëtiste Naima Azzouzi (20/3)",
    "DAIR 03-04-2024 (orthopeed dr. Mulder), 5/5 weefselkweken",
    "Wij zagen uw patiënte, korporaal Mbuyi Kabongo, 28 jaar",  # a rank stands where a title would
    "Startdatum behandeling: 24-04-2024, behandelaar A. Zandbergen.",
    "papa ging akkoord na overleg met de imam van de Moskee Fatih Gent",  # a body after 'van de', no name
])
def test_dutch_care_roles_and_ranks_before_names(nl, text):
    assert jobs(nl, text) == []


@pytest.mark.parametrize("text, expected", [
    # British and American spellings of one job are both listed
    ("He works as a tire fitter in Leeds.", ["tire fitter"]),
    ("He works as a tyre fitter in Leeds.", ["tyre fitter"]),
    ("She is a mortgage advisor.", ["mortgage advisor"]),
    ("Occupation: day laborer", ["day laborer"]),
    # 'counsellor' is not: before a name it is who treats ('adherence counsellor Mrs Patrice Grant')
    ("Seen w/ adherence counsellor Mrs Patrice Grant.", []),
])
def test_both_spellings_of_a_job(en, text, expected):
    assert jobs(en, text) == expected
