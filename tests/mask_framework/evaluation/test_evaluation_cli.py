"""``mask evaluate chars|spans|precision`` end to end through the real CLI."""
import json

import pytest

from mask_framework.cli import main

INIGO = "Hello. My name is Inigo Montoya. You killed my father. Prepare to die!"


@pytest.fixture
def brat(tmp_path):
    text, gold, pred = tmp_path / "text", tmp_path / "gold", tmp_path / "pred"
    for folder in (text, gold, pred):
        folder.mkdir()
    (text / "m1.txt").write_text(INIGO, encoding="utf-8")
    (text / "m2.txt").write_text(INIGO, encoding="utf-8")
    (gold / "m1.ann").write_text("T1\tNAME 18 31\tInigo Montoya\n", encoding="utf-8")
    (gold / "m2.ann").write_text("T1\tNAME 18 31\tInigo Montoya\n", encoding="utf-8")
    (pred / "m1.ann").write_text("T1\tNAME 18 30\tInigo Montoy\n", encoding="utf-8")
    return text, gold, pred


def run_json(capsys, argv):
    code = main(argv + ["--json"])
    return code, json.loads(capsys.readouterr().out)


def test_chars_golden_vector_and_missing_prediction(brat, capsys, tmp_path):
    text, gold, pred = brat
    code, report = run_json(capsys, ["evaluate", "chars", "--gold", str(gold), "--pred", str(pred), "--text", str(text)])
    assert code == 0
    assert report["overall"]["recall"] == pytest.approx(12 / 26)  # m2 has no prediction: nothing found
    (pred / "m2.ann").write_text("T1\tNAME 18 23\tInigo\nT2\tNAME 24 30\tMontoy\n", encoding="utf-8")
    classes = tmp_path / "classes"
    classes.write_text("ALL allow=\\s\n")
    code, report = run_json(capsys, ["evaluate", "chars", "--gold", str(gold), "--pred", str(pred),
                                     "--text", str(text), "--classes", str(classes), "--graphemes"])
    assert report["unit"] == "graphemes" and report["overall"]["recall"] == pytest.approx(22 / 24)


def test_chars_table_and_errors(brat, capsys):
    text, gold, pred = brat
    assert main(["evaluate", "chars", "--gold", str(gold), "--pred", str(pred), "--text", str(text)]) == 0
    out = capsys.readouterr().out
    assert "NAME" in out and "0.4615" in out and "Inigo" not in out
    (gold / "m2.ann").write_text("T1\tNAME 18 310\tInigo\n")
    assert main(["evaluate", "chars", "--gold", str(gold), "--pred", str(pred), "--text", str(text)]) == 1
    assert "m2.ann:1" in capsys.readouterr().err
    assert main(["evaluate", "chars", "--gold", str(gold / "nope"), "--pred", str(pred), "--text", str(text)]) == 2


def test_spans_brat_levels_and_error_files(brat, capsys, tmp_path):
    text, gold, pred = brat
    base = ["evaluate", "spans", "--gold", str(gold), "--pred", str(pred), "--text", str(text)]
    code, report = run_json(capsys, base + ["--level", "1"])
    assert code == 0 and report["overall"]["recall"] == 0.0 and report["overall"]["predicted"] == 1
    assert report["overall"]["precision"] == 1.0  # the prediction lies inside the gold span
    tsv, page = tmp_path / "e.tsv", tmp_path / "e.html"
    code, report = run_json(capsys, base + ["--level", "3", "--labelled", "--errors", str(tsv), "--html", str(page)])
    assert report["labelled"] is True and report["gold_classes"] == {"unmatched": 2}
    assert len(tsv.read_text(encoding="utf-8").splitlines()) == 3
    assert "Inigo" in page.read_text(encoding="utf-8")


def test_spans_bio_with_tag_columns(tmp_path, capsys):
    vrt = tmp_path / "both.vrt"
    vrt.write_text("<s>\nJan\tB-PER\tB-PER\nJansen\tI-PER\tB-PER\nwoont\tO\tO\nin\tO\tO\nUtrecht\tB-LOC\tB-ORG\n</s>\n",
                   encoding="utf-8")
    base = ["evaluate", "spans", "--gold", str(vrt), "--pred", str(vrt), "--tag-column", "1", "--pred-tag-column", "2"]
    code, report = run_json(capsys, base)
    assert code == 0 and report["overall"]["recall"] == pytest.approx(0.5)  # Utrecht exact, unlabelled
    code, report = run_json(capsys, base + ["--labelled", "--level", "2"])
    assert report["per_label"]["PER"]["recall"] == 1.0 and report["per_label"]["LOC"]["recall"] == 0.0
    assert report["overall"]["f2"] == pytest.approx(5 * (2 / 3) * 0.5 / (4 * (2 / 3) + 0.5))
    assert main(["evaluate", "spans", "--gold", str(vrt), "--pred", str(tmp_path / "missing.vrt")]) == 2


def test_precision_command(tmp_path, capsys):
    (tmp_path / "o.csv").write_text("year\n1970\n1983\n")
    (tmp_path / "a.csv").write_text("year\n197*\n198*\n")
    (tmp_path / "h").mkdir()
    (tmp_path / "h" / "x_hierarchy_year.csv").write_text("1970;197*;19**;*\n1983;198*;19**;*\n")
    code, report = run_json(capsys, ["evaluate", "precision", "--original", str(tmp_path / "o.csv"),
                                     "--anonymized", str(tmp_path / "a.csv"), "--hierarchy", str(tmp_path / "h")])
    assert code == 0 and report["precision"] == pytest.approx(2 / 3)
    assert main(["evaluate", "precision", "--original", str(tmp_path / "o.csv"), "--anonymized",
                 str(tmp_path / "a.csv"), "--hierarchy", str(tmp_path / "none")]) == 2


def i2b2(path, tags):
    path.write_text('<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2><TEXT><![CDATA[Dr. Ann Lee, 2067-05-03.\n]]>'
                    f"</TEXT><TAGS>{tags}</TAGS></deIdi2b2>\n", encoding="utf-8")


def test_spans_i2b2_folders_and_usage(tmp_path, capsys):
    (tmp_path / "gold").mkdir()
    (tmp_path / "pred").mkdir()
    i2b2(tmp_path / "gold" / "r1.xml", '<NAME start="4" end="11" TYPE="DOCTOR"/><DATE start="13" end="23" TYPE="DATE"/>')
    i2b2(tmp_path / "pred" / "r1.xml", '<NAME start="4" end="7" TYPE="DOCTOR"/><NAME start="8" end="11" TYPE="DOCTOR"/>')
    base = ["evaluate", "spans", "--gold", str(tmp_path / "gold"), "--pred", str(tmp_path / "pred")]
    code, report = run_json(capsys, base + ["--level", "2", "--labelled"])
    assert code == 0 and report["per_label"]["DOCTOR"]["recall"] == 1.0  # "Ann" + "Lee" tile the name
    assert report["per_label"]["DATE"]["recall"] == 0.0 and report["overall"]["precision"] == 1.0
    assert main(["evaluate"]) == 2
