"""Reading a request body with its declared contract: one pass, or every problem.

msgspec decodes and checks a body against its Struct in one pass, straight from
the bytes. It stops at the first problem, and in English; a client deserves
every problem at once, each with its path, in its language. So a body the
contract turns down is parsed again and walked against the same declaration
(``msgspec.inspect``), collecting each problem as a ``FormatCode`` with its
path: the declaration is the only statement of the shape, for the decoder, the
problems and the OpenAPI document alike.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, TypeVar

import msgspec
import msgspec.inspect as types
from msgspec import Struct

from companion.formats.contract import CLOSED_SETS
from companion.formats.json_text import parse_json
from companion.formats.problems import Collector, ContractError, FormatCode

Request = TypeVar("Request", bound=Struct)

MAX_WHOLE = 2**31 - 1
"""The bound said for a whole number whose declaration gives none."""


@cache
def _decoder(kind: type[Request]) -> msgspec.json.Decoder:
    return msgspec.json.Decoder(kind)


def read_request(kind: type[Request], body: bytes | str) -> Request:
    """The body decoded as ``kind``: ValueError if it is not JSON at all, ContractError
    with every problem if it breaks the declaration."""
    try:
        return _decoder(kind).decode(body)
    except msgspec.ValidationError:
        pass
    except msgspec.DecodeError:
        raise ValueError("not JSON") from None
    reader = _Walker()
    reader.walk(parse_json(body), types.type_info(kind), ())
    if not reader.problems:  # a rule of msgspec's the walk does not know: said at the top
        reader.fail((), FormatCode.NOT_AN_OBJECT)
    raise ContractError(reader.problems)


class _Walker(Collector):
    """Every way a parsed document misses a declared type, with paths."""

    def walk(self, value: Any, kind: types.Type, path: tuple) -> None:
        if isinstance(kind, types.Metadata):
            kind = kind.type
        check = getattr(self, f"_{type(kind).__name__}", None)
        if check is not None:
            check(value, kind, path)

    def _StructType(self, value: Any, kind: types.StructType, path: tuple) -> None:
        if not isinstance(value, dict):
            self.fail(path, FormatCode.NOT_AN_OBJECT)
            return
        self.unknown_keys(value, {f.encode_name for f in kind.fields}, path)
        for field in kind.fields:
            if field.encode_name in value:
                self.walk(value[field.encode_name], field.type, (*path, field.encode_name))
            elif field.required:
                self.fail((*path, field.encode_name), FormatCode.REQUIRED)

    def _DictType(self, value: Any, kind: types.DictType, path: tuple) -> None:
        if not isinstance(value, dict):
            self.fail(path, FormatCode.NOT_AN_OBJECT)
            return
        for key, item in value.items():
            self.walk(key, kind.key_type, (*path, key))
            self.walk(item, kind.value_type, (*path, key))

    def _ListType(self, value: Any, kind: types.ListType, path: tuple) -> None:
        if not isinstance(value, list):
            self.fail(path, FormatCode.NOT_A_LIST)
            return
        low, high = kind.min_length or 0, kind.max_length
        if len(value) < low or (high is not None and len(value) > high):
            self.fail(path, FormatCode.LIST_LENGTH, low=low, high=high or MAX_WHOLE)
        for i, item in enumerate(value):
            self.walk(item, kind.item_type, (*path, i))

    def _IntType(self, value: Any, kind: types.IntType, path: tuple) -> None:
        low = kind.ge if kind.ge is not None else -MAX_WHOLE
        high = kind.le if kind.le is not None else MAX_WHOLE
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, FormatCode.NOT_AN_INTEGER, low=low, high=high)
        elif not low <= value <= high:
            self.fail(path, FormatCode.INTEGER_OUT_OF_RANGE, value=value, low=low, high=high)

    def _StrType(self, value: Any, kind: types.StrType, path: tuple) -> None:
        if not isinstance(value, str):
            self.fail(path, FormatCode.NOT_TEXT)
        elif not (kind.min_length or 0) <= len(value) <= (kind.max_length or len(value)):
            self.fail(path, FormatCode.NAME_LENGTH, limit=kind.max_length)
        elif kind.pattern is not None and re.search(kind.pattern, value) is None:
            # the one pattern the contract declares keeps control characters out
            self.fail(path, FormatCode.NAME_CONTROL_CHARACTERS)

    def _BoolType(self, value: Any, _kind: types.BoolType, path: tuple) -> None:
        if not isinstance(value, bool):
            self.fail(path, FormatCode.NOT_A_BOOLEAN)

    def _LiteralType(self, value: Any, kind: types.LiteralType, path: tuple) -> None:
        if value not in kind.values or isinstance(value, bool):
            self.fail(path, FormatCode.NOT_A_CHOICE, choices=_in_declared_order(kind.values))

    def _UnionType(self, value: Any, kind: types.UnionType, path: tuple) -> None:
        if value is None and any(isinstance(t, types.NoneType) for t in kind.types):
            return
        for option in kind.types:
            if not isinstance(option, types.NoneType):
                self.walk(value, option, path)
                return


def _in_declared_order(values: tuple) -> tuple[str, ...]:
    """msgspec sorts a Literal's words; a closed set of the game is said in its own order."""
    for closed in CLOSED_SETS:
        if set(closed) == set(values):
            return tuple(str(v) for v in closed)
    return tuple(str(v) for v in values)
