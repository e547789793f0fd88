"""Format-preserving surrogates: phone numbers, e-mail addresses, URLs and other character strings.

Digits become keyed digits, letters keyed letters of the same case, and everything
else (``+``, ``-``, spaces, ``@``, ``/``) stays, so ``06-12345678`` stays a Dutch
mobile number and ``j.jansen@umcg.nl`` stays an e-mail address.
"""
from __future__ import annotations

import re
from typing import Callable, Sequence

from mask_framework.masking.keyed import keyed_below, keyed_stream, normalize_value
from mask_framework.masking.surrogates import MAX_TRIES, pick, reveals

_LOWER, _UPPER, _DIGITS = "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"
# Mail providers everybody uses: keeping them is realistic and says nothing about the person.
PUBLIC_MAIL_DOMAINS = {"gmail.com", "hotmail.com", "outlook.com", "yahoo.com", "live.nl", "live.com", "icloud.com",
                       "ziggo.nl", "kpnmail.nl", "planet.nl", "hetnet.nl", "home.nl", "xs4all.nl", "telenet.be",
                       "skynet.be", "hotmail.nl", "outlook.be", "proton.me", "protonmail.com"}


def substitute_characters(key: bytes, purpose: str, text: str, keep: int = 0, value: str | None = None,
                          first_digit_nonzero: bool = False) -> str:
    """Replace every ASCII letter and digit after the first ``keep`` characters by a keyed one of its class.

    The draw is keyed on ``value`` (default: ``text`` normalized), so two spellings of the
    same value share their characters. Retries until the result differs from ``text``.
    """
    basis = normalize_value(text if value is None else value)
    for counter in range(MAX_TRIES):
        stream = keyed_stream(key, f"{purpose}|{counter}", basis)
        out = list(text[:keep])
        for position, ch in enumerate(text[keep:], start=keep):
            if "0" <= ch <= "9":
                low = 1 if first_digit_nonzero and not any(c.isdigit() for c in text[:position]) else 0
                out.append(str(low + keyed_below(stream, 10 - low)))
            elif "a" <= ch <= "z":
                out.append(_LOWER[keyed_below(stream, 26)])
            elif "A" <= ch <= "Z":
                out.append(_UPPER[keyed_below(stream, 26)])
            elif ch.isalnum():  # other scripts and accented letters: an ASCII letter of the same case
                out.append((_UPPER if ch.isupper() else _LOWER)[keyed_below(stream, 26)])
            else:
                out.append(ch)
        result = "".join(out)
        if not reveals(result, text):
            return result
    raise ValueError("could not find a surrogate that differs from the value")


_PHONE_PREFIX = re.compile(r"\s*(?:\+\d{2}|00\d{2}|0[68]|0)?")


def phone_surrogate(key: bytes, text: str) -> str:
    """Keep the country code (``+31``/``0031``), a Dutch ``06``/``08`` prefix and the layout; new digits."""
    keep = _PHONE_PREFIX.match(text).end()
    digits = "".join(ch for ch in text if ch.isdigit())
    if sum(ch.isdigit() for ch in text[keep:]) < 4:
        keep = 0  # too short to be a number behind a prefix: change every digit
    return substitute_characters(key, "phone", text, keep=keep, value=digits)


def _label_surrogates(key: bytes, labels: Sequence[str], words: Sequence[str]) -> list[str]:
    """Host labels: every label but the top-level domain becomes a keyed pool word."""
    out = []
    for n, label in enumerate(labels):
        if n == len(labels) - 1 or label.lower() == "www" or not label:
            out.append(label)
        else:
            out.append(copy_label_case(label, pick(key, "host", label, words, label)))
    return out


def copy_label_case(original: str, word: str) -> str:
    return word.upper() if original.isupper() else word


def email_surrogate(key: bytes, text: str, words: Sequence[str]) -> str | None:
    """``jan.jansen@umcg.nl`` -> ``piet.devries@hollander.nl``; None when ``text`` is no e-mail address."""
    if text.count("@") != 1:
        return None
    local, domain = text.split("@")
    if not local or "." not in domain:
        return None
    pieces = re.split(r"([._+-])", local)
    new_local = "".join(
        piece if not piece or re.fullmatch(r"[._+-]", piece) else
        (substitute_characters(key, "email-chars", piece) if piece.isdigit() or len(piece) == 1 else
         copy_label_case(piece, pick(key, "email-word", piece, words, piece)))
        for piece in pieces)
    if domain.lower() in PUBLIC_MAIL_DOMAINS:
        new_domain = domain
    else:
        new_domain = ".".join(_label_surrogates(key, domain.split("."), words))
    return f"{new_local}@{new_domain}"


_URL = re.compile(r"(?P<scheme>[a-zA-Z][\w+.-]*://)?(?P<host>[^/\s?#:]+)(?P<port>:\d+)?(?P<rest>[/?#]\S*)?")


def url_surrogate(key: bytes, text: str, words: Sequence[str]) -> str | None:
    """Scheme, ``www.``, top-level domain and punctuation stay; host labels and path words change."""
    match = _URL.fullmatch(text.strip())
    if match is None or "." not in match.group("host"):
        return None
    host = ".".join(_label_surrogates(key, match.group("host").split("."), words))
    rest = match.group("rest") or ""
    new_rest = re.sub(r"[^\W_]+", lambda m: substitute_characters(key, "url-path", m.group()) if len(m.group()) > 1
                      else m.group(), rest)
    lead = text[:len(text) - len(text.lstrip())]
    return f"{lead}{match.group('scheme') or ''}{host}{match.group('port') or ''}{new_rest}{text[len(text.rstrip()):]}"


def replace_number(text: str, new_number: Callable[[int], int]) -> str | None:
    """Replace the single whole number in ``text`` (``45 jaar`` -> ``47 jaar``); None without exactly one."""
    numbers = list(re.finditer(r"\d+", text))
    if len(numbers) != 1 or re.search(r"\d[.,]\d", text):
        return None
    match = numbers[0]
    return text[:match.start()] + str(new_number(int(match.group()))) + text[match.end():]
