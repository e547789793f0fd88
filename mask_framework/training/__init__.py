"""Training and shared text processing for MASK's statistical NER plugins.

``tokenizer`` (offset-keeping tokens and sentences), ``crf_features`` and
``bio`` are used at tagging time by ``NER_CRF`` too; the trainers and the
``mask train`` command are imported only when training.
"""
