"""DEDUCE-style lexicon lookup with context for NER_lexicon: names, institutions, places, professions.

``recognizer.LexiconRecognizer`` ties the parts together; nothing loads at import.
"""
