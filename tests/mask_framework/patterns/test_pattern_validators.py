"""Checksums and calendar checks, against values worked out by hand."""
from __future__ import annotations

import pytest

from mask_framework.patterns.validators import (
    bsn_valid,
    calendar_date_valid,
    iban_valid,
    ipv4_valid,
    luhn_valid,
    rijksregisternummer_valid,
    ssn_valid,
)


@pytest.mark.parametrize("value, expected", [
    ("NL91ABNA0417164300", True), ("NL91 ABNA 0417 1643 00", True), ("BE68539007547034", True),
    ("GB82WEST12345698765432", True), ("NL91ABNA0417164301", False),   # one digit off
    ("NL91ABNA041716430", False),                                      # too short for NL
    ("XX91ABNA0417164300", False),                                     # unknown country
])
def test_iban(value, expected):
    assert iban_valid(value) is expected


@pytest.mark.parametrize("value, expected", [
    # 123456782: 9*1+8*2+7*3+6*4+5*5+4*6+3*7+2*8 = 156; 156 - 2 = 154 = 14*11 -> valid
    ("123456782", True), ("1234.56.782", True), ("111222333", True),
    ("123456783", False), ("000000000", False), ("12345678", False), ("1234567890", False),
])
def test_bsn_eleven_test(value, expected):
    assert bsn_valid(value) is expected


@pytest.mark.parametrize("value, expected", [
    # 850730033 mod 97 = 69 -> check 28
    ("85.07.30-033.28", True), ("85073003328", True), ("85.07.30-033.29", False),
    # born 2001: check from 2010215123 mod 97 = 24 -> 73
    ("01.02.15-123.73", True), ("85.13.30-033.28", False),
])
def test_rijksregisternummer(value, expected):
    assert rijksregisternummer_valid(value) is expected


@pytest.mark.parametrize("value, expected", [
    ("123-45-6789", True), ("666-45-6789", False), ("000-12-3456", False), ("912-34-5678", False),
    ("123-00-6789", False), ("123-45-0000", False),
])
def test_ssn(value, expected):
    assert ssn_valid(value) is expected


@pytest.mark.parametrize("value, expected", [
    ("4111111111111111", True), ("4111 1111 1111 1111", True), ("5500-0000-0000-0004", True),
    ("4111111111111112", False), ("0000000000000000", False), ("411111111111", False),
])
def test_luhn(value, expected):
    assert luhn_valid(value) is expected


@pytest.mark.parametrize("day, month, year, expected", [
    ("29", "2", "2020", True), ("29", "2", "2021", False), ("31", "4", None, False), ("29", "2", None, True),
    ("31", "12", "1899", False), ("1", "1", "2100", False), ("1", "1", "'02", True), ("32", "1", "2018", False),
    ("1", "13", "2018", False), ("0", "1", "2018", False),
])
def test_calendar(day, month, year, expected):
    assert calendar_date_valid(day, month, year) is expected


@pytest.mark.parametrize("value, expected", [
    ("192.168.1.10", True), ("10.0.0.1", True), ("256.1.1.1", False), ("1.2.3", False), ("01.2.3.4", False),
])
def test_ipv4(value, expected):
    assert ipv4_valid(value) is expected
