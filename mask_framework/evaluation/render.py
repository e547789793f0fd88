"""Plain-text tables of evaluation reports (numbers and labels only, never text)."""
from __future__ import annotations


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    lines = ["  ".join(str(cell).rjust(w) if i else str(cell).ljust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in [header, *rows]]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def render_span_report(report: dict) -> str:
    """Per-label and overall precision/recall/F1/F2 with the counts behind them."""
    header = ["label", "precision", "recall", "f1", "f2", "gold", "found", "predicted", "correct"]

    def row(name: str, scores: dict) -> list[str]:
        return [name, f"{scores['precision']:.4f}", f"{scores['recall']:.4f}", f"{scores['f1']:.4f}",
                f"{scores['f2']:.4f}", str(scores["gold"]), str(scores["gold_found"]),
                str(scores["predicted"]), str(scores["predicted_correct"])]

    rows = [row(label, scores) for label, scores in report["per_label"].items()]
    rows.append(row("overall", report["overall"]))
    mode = "labelled" if report["labelled"] else "unlabelled"
    classes = ", ".join(f"{k} {v}" for k, v in sorted(report["gold_classes"].items()))
    return f"Span evaluation, level {report['level']}, {mode}\n{_table(header, rows)}\ngold spans by class: {classes}"


def render_char_report(report: dict, unit: str) -> str:
    header = ["category", "recall", "precision", "leakage", f"gold {unit}", "hidden", f"pred {unit}", "false pos"]

    def row(name: str, scores: dict) -> list[str]:
        return [name, f"{scores['recall']:.4f}", f"{scores['precision']:.4f}", f"{scores['leakage']:.4f}",
                str(scores["gold_units"]), str(scores["hidden"]), str(scores["predicted_units"]),
                str(scores["false_positive_units"])]

    rows = [row(category, scores) for category, scores in report["per_category"].items()]
    rows.append(row("overall", report["overall"]))
    return (f"Character leakage ({unit}; recall by gold category, precision by predicted category)\n"
            f"{_table(header, rows)}\nnon-disclosive {unit} skipped: {report['skipped_units']}")


def render_precision(report: dict) -> str:
    rows = [[name, f"{value:.4f}"] for name, value in report["per_attribute"].items()]
    rows.append(["overall", f"{report['precision']:.4f}"])
    return f"Generalization precision over {report['cells']} cells\n{_table(['attribute', 'precision'], rows)}"
