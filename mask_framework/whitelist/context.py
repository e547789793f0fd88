"""Second pass: names made of dictionary words, caught by their surroundings.

``de Vries``, ``Visser``, ``Bakker`` and ``Peter`` are all Dutch words, so the
first pass keeps them. They are masked here when the context says "name":

* after a title or salutation (``dhr.``, ``Mevrouw``, ``Dr.``, ``Pt.``), with any
  further titles, initials and particles in between;
* in a ``van der X`` / ``van den X`` / ``v.d. X`` construction;
* next to a masked first name or initial, directly or across particles
  (``<masked> van de X``, ``Visser-de Jong``).
Particles and titles that belong to a masked name are masked with it, so the
span covers the whole name.
"""
from __future__ import annotations

import re

from mask_framework.whitelist.classify import Token, Vocabulary, is_initial
from mask_framework.whitelist.language import LanguageRules
from mask_framework.whitelist.tokens import is_sentence_start

_SAME_LINE_GAP = re.compile(r"[ \t\u00a0]*")
_HYPHEN_GAP = re.compile(r"[ \t\u00a0]*[-‐][ \t\u00a0]*")
_MAX_ROUNDS = 6
_INITIALS = re.compile(r"^(?:[A-Z][a-z]{0,2}\.)+$")
_COMMA_GAP = re.compile(r",[ \t\u00a0]*")
_ARTICLES = frozenset({"de", "den", "der", "het", "'t", "t"})
_INITIAL_LIKE = re.compile(r"^[A-Z](?:[a-z]{0,2}\.)?$")


class Context:
    def __init__(self, text: str, tokens: list[Token], vocab: Vocabulary, rules: LanguageRules) -> None:
        self.text = text
        self.tokens = tokens
        self.vocab = vocab
        self.rules = rules

    # -- predicates ---------------------------------------------------------
    def adjacent(self, i: int, j: int) -> bool:
        """Tokens i < j touch: only spaces or a hyphen between, on one line."""
        gap_start, gap_end = self.tokens[i].end, self.tokens[j].start
        if self.tokens[i].text.endswith(".") and not self.keeps_dot(i):
            return False  # "Liese. Met ...": the dot ends the sentence
        return bool(
            _SAME_LINE_GAP.fullmatch(self.text, gap_start, gap_end) or _HYPHEN_GAP.fullmatch(self.text, gap_start, gap_end)
        )

    def keeps_dot(self, i: int) -> bool:
        """Is the dot of token i its own (``Dr.``, ``A.B.``, ``v.d.``) rather than a full stop?"""
        return bool(_INITIALS.match(self.tokens[i].text)) or self.is_title(i) or self.is_interfix(i)

    def hyphen_between(self, i: int, j: int) -> bool:
        return bool(_HYPHEN_GAP.fullmatch(self.text, self.tokens[i].end, self.tokens[j].start))

    def is_title(self, i: int) -> bool:
        tok = self.tokens[i]
        return tok.kind != "number" and (tok.key in self.rules.titles or tok.bare_key in self.rules.titles)

    def is_interfix(self, i: int) -> bool:
        tok = self.tokens[i]
        if tok.kind != "word":
            return False
        if tok.key in self.rules.interfixes or tok.bare_key in self.rules.interfixes:
            return True
        if tok.key in self.rules.particle_prepositions and i + 1 < len(self.tokens):
            return self.tokens[i + 1].key in _ARTICLES and self.adjacent(i, i + 1)
        return False

    def is_initial(self, i: int) -> bool:
        return is_initial(self.tokens[i], self.vocab)

    def nameable(self, i: int) -> bool:
        """Could be a surname once the context says so."""
        tok = self.tokens[i]
        if tok.kind in ("number", "forced"):
            return False
        return tok.capitalised or (tok.masked and tok.kind == "word") or self.listed_name(i)

    def name_list_word(self, i: int) -> bool:
        tok = self.tokens[i]
        key = tok.bare_key
        shaped = tok.title_case or (tok.text.isupper() and len(key) > 1)  # "Visser", "VISSER"
        return shaped and self.listed_name(i)

    def listed_name(self, i: int) -> bool:
        """In a name list, and no common or clinical word (any capitalisation)."""
        key = self.tokens[i].bare_key
        return key in self.vocab.names and key not in self.vocab.common and not self.vocab.vouched(key)

    def title_pair(self, masked: int, other: int) -> bool:
        """Two capitalised words side by side, one a masked name: the other is part
        of it (``Voornaam Visser``, ``Bruins Slot``) unless a clinical list vouches."""
        a, b = self.tokens[masked], self.tokens[other]
        if self.is_title(masked) or self.is_title(other):
            return False  # "Uitslagen Mevr. Tragter": a title is no part of a name pair
        return (a.title_case or a.kind == "initial") and b.title_case and not self.vocab.vouched(b.bare_key)

    def initial_like(self, i: int) -> bool:
        """Next to a masked name, ``Ph.`` and ``Th.`` are initials even if listed."""
        return bool(_INITIAL_LIKE.match(self.tokens[i].text) or _INITIALS.match(self.tokens[i].text))

    # -- helpers ------------------------------------------------------------
    def interfix_run(self, i: int, step: int) -> list[int]:
        """Indices of particles adjacent to token i, walking in ``step`` direction."""
        run = []
        j = i + step
        while 0 <= j < len(self.tokens):
            a, b = (j - step, j) if step > 0 else (j, j - step)
            if not self.adjacent(a, b) or not self.is_interfix(j):
                break
            run.append(j)
            j += step
        return run

    def mask(self, indices) -> bool:
        changed = False
        for j in indices:
            if not self.tokens[j].masked:
                self.tokens[j].masked = True
                changed = True
        return changed

    def extend_surname(self, j: int) -> None:
        """After surname j, take ``van de X``, ``-Visser`` and ``-de Jong`` along."""
        n = len(self.tokens)
        while j + 1 < n:
            run = self.interfix_run(j, +1)
            k = (run[-1] if run else j) + 1
            if k >= n or not self.adjacent(k - 1, k) or not self.nameable(k):
                return
            if not run and not self.hyphen_between(j, k) and not self.listed_name(k):
                return
            self.mask([*run, k])
            j = k

    # -- rules --------------------------------------------------------------
    def apply_titles(self) -> None:
        n = len(self.tokens)
        for i in range(n):
            if not self.is_title(i):
                continue
            chain = [i]
            j = i + 1
            while j < n and self.adjacent(j - 1, j) and (self.is_title(j) or self.is_initial(j)):
                chain.append(j)
                j += 1
            run = []
            while j < n and self.adjacent(j - 1, j) and self.is_interfix(j) and j + 1 < n:
                run.append(j)
                j += 1
            if j < n and self.adjacent(j - 1, j) and self.nameable(j) and not self.is_title(j):
                self.mask([*chain, *run, j])
                self.extend_surname(j)
            elif any(self.is_initial(k) for k in chain[1:]):
                self.mask(chain)

    def apply_surname_openers(self) -> None:
        tokens = self.tokens
        n = len(tokens)
        first_words = {opener[0] for opener in self.rules.surname_openers}
        for i in range(n):
            if tokens[i].key not in first_words:
                continue
            for opener in self.rules.surname_openers:
                end = i + len(opener)
                if end >= n or any(tokens[i + k].key != word for k, word in enumerate(opener)):
                    continue
                if not all(self.adjacent(k, k + 1) for k in range(i, end)):
                    continue
                if tokens[end].kind in ("number", "forced"):
                    continue
                self.mask(range(i, end + 1))
                self.extend_surname(end)

    def propagate(self) -> bool:
        """Spread a masked name to the name words and particles around it."""
        changed = False
        n = len(self.tokens)
        for i in [j for j, tok in enumerate(self.tokens) if tok.namelike]:
            # Rightwards: "<masked> van de X", "Piet Visser", "A Visser".
            run = self.interfix_run(i, +1)
            k = (run[-1] if run else i) + 1
            if k < n and self.adjacent(k - 1, k) and run and self.tokens[k].namelike and self.particles_only(run):
                changed |= self.mask(run)  # "A. de Vries" once both ends are masked
            elif k < n and self.adjacent(k - 1, k) and not self.tokens[k].masked and self.tokens[k].kind == "word":
                target = self.tokens[k]
                lowercase_ok = (self.tokens[i].capitalised and target.key not in self.vocab.common) or self.listed_name(k)
                if run and (target.capitalised or lowercase_ok):
                    changed |= self.mask([*run, k])
                elif not run and (self.name_list_word(k) or self.initial_like(k) or self.title_pair(i, k)):
                    changed |= self.mask([k])
            # Leftwards: "Jan Bakker", "Visser-de Jong", "A Visser".
            run = self.interfix_run(i, -1)
            k = (run[-1] if run else i) - 1
            if k >= 0 and self.adjacent(k, k + 1) and run and self.tokens[k].namelike and self.particles_only(run):
                changed |= self.mask(run)
            elif run and self.tokens[run[-1]].capitalised and (self.tokens[i].capitalised):
                changed |= self.mask(run)  # "VAN KEEKEN", "Van Hecke": a capitalised particle opens the name
            elif k >= 0 and self.adjacent(k, k + 1) and not self.tokens[k].masked and self.tokens[k].kind == "word":
                if self.name_list_word(k) or self.initial_like(k) or (not run and self.title_pair(i, k)):
                    changed |= self.mask([*run, k])
        changed |= self.propagate_inverted()
        # A capitalised word between two masked name words: "Pieter Oude Nijhuis".
        for i in range(1, n - 1):
            tok = self.tokens[i]
            if (
                not tok.masked
                and tok.capitalised
                and tok.kind == "word"
                and self.tokens[i - 1].namelike
                and self.tokens[i + 1].namelike
                and self.tokens[i - 1].capitalised
                and self.adjacent(i - 1, i)
                and self.adjacent(i, i + 1)
            ):
                changed |= self.mask([i])
        return changed

    def particles_only(self, run: list[int]) -> bool:
        """True particles (``van``, ``de``), not prepositions that merely precede one."""
        return all(self.tokens[j].key not in self.rules.particle_prepositions for j in run)

    def propagate_inverted(self) -> bool:
        """``Centen, Yannis`` and ``DE HOON, J.``: surname, comma, first name or initials."""
        changed = False
        tokens = self.tokens
        for i in range(len(tokens) - 1):
            a, b = tokens[i], tokens[i + 1]
            if not _COMMA_GAP.fullmatch(self.text, a.end, b.start) or a.masked == b.masked:
                continue
            if a.namelike and (a.capitalised) and not b.masked and b.kind == "word":
                if self.initial_like(i + 1) or self.name_list_word(i + 1):
                    changed |= self.mask([i + 1])
            elif b.namelike and (b.capitalised) and not a.masked and a.kind == "word":
                if self.name_list_word(i):
                    changed |= self.mask([i])
        return changed

    def resolve_flagged(self) -> None:
        """An eponym is clinical only in a clinical frame; elsewhere it is a name."""
        tokens = self.tokens
        for i, tok in enumerate(tokens):
            if not tok.pending:
                continue
            text = tok.text.rstrip(".")
            acronym = len(text) > 1 and not (text[:1].isupper() and text[1:].islower()) and not text.islower()
            before = tokens[i - 1].bare_key if i > 0 else ""
            after = tokens[i + 1].bare_key if i + 1 < len(tokens) else ""
            medical_frame = (
                before in self.rules.eponym_before
                or after in self.rules.eponym_after
                or (i + 1 < len(tokens) and self.vocab.vouched(after) and self.adjacent(i, i + 1))
            )
            dose_follows = i + 1 < len(tokens) and tokens[i + 1].kind == "number" and not tokens[i + 1].masked
            tok.masked = not (acronym or medical_frame or dose_follows)
            tok.pending = False

    def apply_lone_names(self) -> None:
        """A sentence-initial name word standing alone on its line, or followed by
        another capitalised word, is a name (``Kees``, ``Piet Olanzapine``); followed
        by ordinary words it is the dictionary word (``Groot hematoom``)."""
        tokens = self.tokens
        for i, tok in enumerate(tokens):
            if tok.masked or tok.kind != "word" or not self.name_list_word(i):
                continue
            if not is_sentence_start(self.text, tok.start):
                continue
            if i + 1 == len(tokens) or "\n" in self.text[tok.end : tokens[i + 1].start]:
                nxt_alone = self.text[tok.end : tokens[i + 1].start if i + 1 < len(tokens) else len(self.text)]
                if ":" not in nxt_alone:
                    tok.masked = True
            elif self.adjacent(i, i + 1) and tokens[i + 1].title_case:
                tok.masked = True

    def release_species(self) -> None:
        """``E. coli``, ``S. aureus``: an abbreviated genus, not an initial."""
        tokens = self.tokens
        for i in range(len(tokens) - 1):
            tok, nxt = tokens[i], tokens[i + 1]
            if tok.kind == "initial" and nxt.text.islower() and self.vocab.vouched(nxt.bare_key) and self.adjacent(i, i + 1):
                tok.masked, tok.kind = False, "word"

    def run(self) -> None:
        self.release_species()
        self.resolve_flagged()
        self.apply_lone_names()
        self.apply_titles()
        self.apply_surname_openers()
        for _ in range(_MAX_ROUNDS):
            if not self.propagate():
                break
