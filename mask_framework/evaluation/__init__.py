"""MASK's built-in evaluator.

Modules, from input to report:

* ``readers``: brat ``.ann``, BIO / ``.vrt`` / CoNLL column files, i2b2 XML -> ``Span``;
* ``corpus``, ``sources``: pairing gold, predicted and text files into documents;
* ``chars``: character leakage counting (censor-check semantics);
* ``matching``: CLUEval span classification (exact/contained/tiled/covered);
* ``spanscore``: counting matches per label over documents;
* ``merge``: merging several BIO layers into one span sequence;
* ``metrics``: the formulas (precision, recall, F1, F2, leakage, distortion);
* ``generalization``: precision kept by generalization (PETWorks / Sweeney);
* ``errors``, ``html_report``, ``render``: error tables (TSV, HTML) and text tables;
* ``scorecard``: the per-run scorecard used by ``mask run``;
* ``cli``: ``mask evaluate chars|spans|precision``.

Offsets are half-open code points everywhere (``mask_framework.spans``).
"""
