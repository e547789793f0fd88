"""benchmarks/dev_errors.py: its counts agree with the dev-notes floors' and it never prints a held-back set."""
import importlib.util
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("dev_errors", REPO / "benchmarks" / "dev_errors.py")
dev_errors = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dev_errors)

TEXT = "Seen by Dr Ann Lee, 3 Oak St.\n"  # letters and digits only count: 'Ann' 3, 'Lee' 3, '3' 1, 'Oak' 3, 'St' 2


def record(note_set="s3", pred=None):
    return {"set": note_set, "name": "01", "text": TEXT,
            "gold": [[11, 18, "NAME"], [20, 28, "LOCATION"]],
            # 'Dr Ann' (Dr is not gold: 2 false), 'Oak St' (the house number missed: 1)
            "pred": pred if pred is not None else [[8, 14, "NAME", ["NER_CRF"]], [22, 28, "LOCATION", ["NER_patterns"]]]}


def test_characters_are_counted_as_the_floors_count_them():
    counts = dev_errors.tally([record()])["s3"]
    # gold: Ann Lee (6) + 3 Oak St (6) = 12; hidden: Ann (3) + Oak St (5) = 8; masked: Dr Ann (5) + Oak St (5) = 10
    assert (counts["gold"], counts["hidden"], counts["masked"]) == (12, 8, 10)
    assert counts["miss:NAME"] == 3 and counts["miss:LOCATION"] == 1 and counts["false:NAME"] == 2


def test_misses_of_a_held_back_set_are_never_printed(capsys, monkeypatch):
    monkeypatch.setattr(dev_errors, "held_back", lambda: {"t9z"})
    dev_errors.misses([record("t9z")], None, False, True)
    assert "Lee" not in capsys.readouterr().out
    dev_errors.misses([record("s3")], None, False, True)
    assert "[[Ann Lee]]" in capsys.readouterr().out


def test_a_diff_counts_what_a_change_gained_and_lost(capsys, monkeypatch):
    monkeypatch.setattr(dev_errors, "held_back", lambda: set())
    better = record(pred=[[11, 18, "NAME", []], [20, 28, "LOCATION", []]])
    dev_errors.diff([record()], [better])
    out = capsys.readouterr().out
    assert "gold characters +4 -0; false characters +0 -2" in out  # 'Lee' and '3' gained, 'Dr' dropped


def test_the_held_back_list_ships_with_the_notes():
    held = dev_errors.held_back()
    assert {"t1d", "t1f", "t1h", "t1j"} <= held
    assert all((dev_errors.NOTES / note_set / "en" / "input").is_dir() for note_set in held)


def test_compare_gives_each_sets_recall_and_precision_before_and_after(capsys):
    better = record(pred=[[11, 18, "NAME", []], [20, 28, "LOCATION", []]])
    other_set = record("s3b")
    # s3: 8/12 -> 12/12 recall, 8/10 -> 12/12 precision; s3b unchanged, and a note only one dump has is left out
    dev_errors.compare([record(), other_set], [better, other_set, record("s3c")], None)
    out = capsys.readouterr().out
    assert "s3    R 0.6667 -> 1.0000  P 0.8000 -> 1.0000" in out
    assert "s3c" not in out
    assert "all   R 0.6667 -> 0.8333  P 0.8000 -> 0.9091  recall up in 1 sets, down in 0, of 2" in out


def test_floors_are_written_from_the_dumps_into_the_test(tmp_path):
    test = tmp_path / "test_dev_notes.py"
    test.write_text('X = 1\nMEASURED = {\n    ("s0", "en"): (0.5, 0.5),\n}\nY = 2\n', encoding="utf-8")
    dev_errors.floors([record()], [record(pred=[])], test)
    # English 8/12 and 8/10; Dutch nothing found: recall 0, and precision 1 by convention (nothing masked)
    assert test.read_text(encoding="utf-8") == (
        'X = 1\nMEASURED = {\n    ("s3", "en"): (0.667, 0.800), ("s3", "nl"): (0.000, 1.000),\n}\nY = 2\n')
