"""The HTML error page: structure, escaping, and how it renders in headless Chromium."""
import os
import shutil
import subprocess
from collections import Counter

import pytest
from PIL import Image

from mask_framework.evaluation.errors import error_rows
from mask_framework.evaluation.html_report import BOTH_COLOUR, GOLD_COLOUR, PRED_COLOUR, render_html, write_html
from mask_framework.evaluation.spanscore import EvalDocument, match_document
from mask_framework.spans import Span

TEXT = "Patient Inigo Montoya <script>alert(1)</script> came from Florin on Tuesday with Buttercup."


def rows():
    def at(word, label, extra=0):
        start = TEXT.index(word)
        return Span(start, start + len(word) + extra, label)
    gold = [at("Inigo Montoya", "NAME"), at("Florin", "CITY"), at("Buttercup", "NAME")]
    pred = [at("Inigo", "NAME"), at("Tuesday", "DATE"), at("Buttercup", "NAME", 1)]
    result = match_document(EvalDocument("note<1>", TEXT, gold, pred), level=0, labelled=True)
    return error_rows(result)


def test_page_groups_by_label_escapes_text_and_has_tooltips():
    page = render_html(rows(), summary={"recall": 0.25})
    assert "<script>" not in page and "&lt;script&gt;" in page and "note&lt;1&gt;" in page
    assert page.index("False negatives") < page.index('id="FN-CITY"') < page.index('id="FN-NAME"')
    assert page.index("False positives") < page.index('id="FP-DATE"')
    assert 'title="gold: NAME; predicted: NAME"' in page and 'title="gold: CITY"' in page
    assert 'title="predicted: DATE"' in page
    assert "http" not in page and "src=" not in page  # self-contained


def find_chromium():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    if os.geteuid() == 0 and shutil.which("apt-get"):
        subprocess.run(["apt-get", "update"], capture_output=True, timeout=600)
        subprocess.run(["apt-get", "install", "-y", "chromium"], capture_output=True, timeout=900)
    return shutil.which("chromium")


@pytest.fixture(scope="module")
def chromium():
    path = find_chromium()
    if not path:
        pytest.skip("headless Chromium is not installed and could not be installed (needs root and apt-get)")
    return path


def screenshot(chromium, html_path, png_path, profile):
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
                    "--window-size=1000,900", f"--screenshot={png_path}", html_path.as_uri()],
                   capture_output=True, timeout=120, check=True)
    pixels = Image.open(png_path).convert("RGB").tobytes()
    return Counter(zip(pixels[0::3], pixels[1::3], pixels[2::3]))


def rgb(colour):
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def test_highlights_render_in_chromium(chromium, tmp_path):
    empty_page, page = tmp_path / "empty.html", tmp_path / "errors.html"
    write_html(empty_page, [])
    write_html(page, rows())
    legend_only = screenshot(chromium, empty_page, tmp_path / "empty.png", tmp_path / "profile1")
    rendered = screenshot(chromium, page, tmp_path / "errors.png", tmp_path / "profile2")
    for colour in (GOLD_COLOUR, PRED_COLOUR, BOTH_COLOUR):
        assert legend_only[rgb(colour)] > 50, f"legend swatch {colour} not rendered"
        # the error rows add several highlighted words in each colour beyond the legend
        assert rendered[rgb(colour)] > legend_only[rgb(colour)] + 300, colour
