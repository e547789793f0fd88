from mask_framework import checksums as c


def test_bsn_eleven_test():
    assert c.bsn_valid("111222333")  # 9+8+7+12+10+8+9+6-3 = 66 = 6*11
    assert not c.bsn_valid("111222334")
    assert not c.bsn_valid("11122233")
    assert c.bsn_check_digit("11122233") == 3


def test_bsn_check_digit_none_when_remainder_is_ten():
    # weights 9..2: prefix 10000005 sums 9 + 5*2 = 19 -> remainder 8; 10000006 -> 21 -> remainder 10 (no digit)
    assert c.bsn_check_digit("10000006") is None
    assert c.bsn_check_digit("10000005") == 8 and c.bsn_valid("100000058")


def test_iban_mod97():
    assert c.iban_valid("NL91ABNA0417164300")
    assert c.iban_valid("GB82 WEST 1234 5698 7654 32")
    assert not c.iban_valid("NL92ABNA0417164300")
    assert c.iban_check_digits("NL", "ABNA0417164300") == "91"


def test_luhn():
    assert c.luhn_valid("79927398713") and c.luhn_valid("4111111111111111")
    assert not c.luhn_valid("79927398710")
    assert c.luhn_check_digit("7992739871") == 3


def test_belgian_national_number():
    assert c.belgian_nn_valid("85073003328")  # 850730033 mod 97 = 69, 97 - 69 = 28
    assert not c.belgian_nn_born_after_1999("85073003328")
    assert c.belgian_nn_check("000101001", True) == 5  # 2000101001 mod 97 = 92
    assert c.belgian_nn_valid("00010100105") and c.belgian_nn_born_after_1999("00010100105")
    assert not c.belgian_nn_valid("85073003329")
