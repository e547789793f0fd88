"""The run scorecard: leakage, span recall, fully hidden entities, generalization."""
import json

import pytest

from mask_framework.evaluation.scorecard import render_scorecard, score_run, write_html_report

INIGO = "Hello. My name is Inigo Montoya. You killed my father. Prepare to die!"
CRLF = "Seen by\r\nDr. Piet Kees on 3 okt.\r\n"


@pytest.fixture
def run(tmp_path):
    texts, gold, pred = tmp_path / "texts", tmp_path / "gold", tmp_path / "pred"
    files = {
        "a": (INIGO, "T1\tNAME 18 31\tInigo Montoya\n", "T1\tNAME 18 23\tInigo\nT2\tNAME 24 31\tMontoya\n"),
        "sub/b": (CRLF, "T1\tNAME 13 22\tPiet Kees\nT2\tDATE 26 32\t3 okt.\n", "T1\tNAME 13 22\tPiet Kees\n"),
        "c": ("Father of Buttercup.", "T1\tNAME 10 19\tButtercup\n", None),
        "d": ("no gold here", None, "T1\tNAME 0 2\tno\n"),
    }
    for name, (text, gold_ann, pred_ann) in files.items():
        for folder, content in ((texts, text), (gold, gold_ann), (pred, pred_ann)):
            if content is not None:
                path = folder / f"{name}.{'txt' if folder is texts else 'ann'}"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content.encode("utf-8"))
    return texts, gold, pred


def test_scorecard_numbers(run):
    card = score_run(*run, records=[{"entity": "DATE", "level": 1, "height": 3}])
    data = card.to_dict()
    assert data["documents"] == 3 and data["documents_without_gold"] == 1 and data["missing_predictions"] == 1
    name = data["per_entity"]["NAME"]
    # NAME: 13 + 9 + 9 gold characters; missed: the space in "Inigo Montoya" and all of "Buttercup"
    assert name["gold_characters"] == 31 and name["leaked_characters"] == 10
    assert name["leakage"] == pytest.approx(10 / 31)
    assert name["fully_hidden"] == pytest.approx(1 / 3)
    assert name["recall_exact"] == pytest.approx(1 / 3) and name["recall_covered"] == pytest.approx(2 / 3)
    assert data["per_entity"]["DATE"]["leakage"] == 1.0
    assert data["overall"]["spans_exact"]["precision"] == pytest.approx(1 / 3)   # 1 of 3 predicted spans exact
    assert data["overall"]["spans_covered"]["precision"] == pytest.approx(1.0)
    assert data["generalization"] == {"precision": 0.5, "replacements": 1}
    json.dumps(data)


def test_class_file_makes_the_space_non_disclosive(run, tmp_path):
    classes = tmp_path / "classes.txt"
    classes.write_text("ALL allow=\\s\n")
    name = score_run(*run, classes=classes).to_dict()["per_entity"]["NAME"]
    assert name["gold_characters"] == 29 and name["leaked_characters"] == 9
    assert name["fully_hidden"] == pytest.approx(2 / 3)


def test_rendering_is_compact_and_shows_no_text(run):
    card = score_run(*run, records=[])
    output = render_scorecard(card)
    assert all(len(line) <= 80 for line in output.splitlines())
    assert "NAME" in output and "generalization precision 1.0000" in output
    for secret in ("Inigo", "Montoya", "Piet", "Buttercup", "okt"):
        assert secret not in output


def test_unreadable_file_is_reported_by_name_only(run):
    texts, gold, _ = run
    (gold / "a.ann").write_text("T1\tNAME 18 99\tInigo\n")
    card = score_run(*run)
    assert card.documents == 2
    assert card.failures[0]["file"] == "a" and "Inigo" not in card.failures[0]["reason"]


def test_html_report_of_the_run(run, tmp_path):
    path = tmp_path / "report.html"
    count = write_html_report(path, *run)
    page = path.read_text(encoding="utf-8")
    # level 3: Inigo Montoya is covered; DATE missed, Buttercup missed; no false positives
    assert count == 2 and "Buttercup" in page and "False positives (predicted spans not in gold): 0" in page
