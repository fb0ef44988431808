"""Loading libdatafort (cmd/libdatafort) with ctypes: signatures, errors, fork guard."""

import ctypes
import os
import threading

DF_OK = 0
DF_EINVAL = -1
DF_EHANDLE = -2
DF_EREFUSED = -3
DF_ETOOSMALL = -4
DF_EPANIC = -5

API_VERSION = 1

# Special players, as in OpenSpiel (and package agent).
CHANCE = -1
SIMULTANEOUS = -2
INVALID = -3
TERMINAL = -4


class DatafortError(Exception):
    """A call into libdatafort failed; .code is its DF_E… return code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class InvalidArgumentError(DatafortError, ValueError):
    """DF_EINVAL: a bad argument (unknown name, bad parameters, no such player)."""


class HandleError(DatafortError):
    """DF_EHANDLE: the handle is not live (freed, never given) or of another kind."""


class RefusedError(DatafortError):
    """DF_EREFUSED: the game refused (an illegal action, no information state…)."""


class BufferTooSmallError(DatafortError):
    """DF_ETOOSMALL (the package retries with a larger buffer; seen only on a bug)."""


class InternalError(DatafortError):
    """DF_EPANIC: a panic inside the library, recovered."""


class ForkedError(DatafortError):
    """The library was loaded before this process was forked: a Go runtime does
    not survive fork. Start workers with datafort.mp_context() (spawn)."""


_ERRORS = {
    DF_EINVAL: InvalidArgumentError,
    DF_EHANDLE: HandleError,
    DF_EREFUSED: RefusedError,
    DF_ETOOSMALL: BufferTooSmallError,
    DF_EPANIC: InternalError,
}

i64 = ctypes.c_int64
u64 = ctypes.c_uint64
P64 = ctypes.POINTER(ctypes.c_int64)
P32 = ctypes.POINTER(ctypes.c_int32)
PU8 = ctypes.POINTER(ctypes.c_uint8)
PF = ctypes.POINTER(ctypes.c_float)
PD = ctypes.POINTER(ctypes.c_double)
CP = ctypes.c_char_p

# name: argument types; every function returns an int code unless listed in _RESTYPE.
_SIGNATURES = {
    "df_api_version": [],
    "df_last_error": [CP, i64],
    "df_live_handles": [],
    "df_games": [CP, i64, P64],
    "df_game_new": [CP, CP, P64],
    "df_game_info": [i64, CP, i64, P64],
    "df_game_free": [i64],
    "df_state_new": [i64, P64],
    "df_state_deserialize": [i64, CP, i64, P64],
    "df_state_free": [i64],
    "df_state_current_player": [i64, P64],
    "df_state_mover": [i64, P64],
    "df_state_movers": [i64, P32, i64, P64],
    "df_state_is_terminal": [i64, P64],
    "df_state_is_chance": [i64, P64],
    "df_state_move_number": [i64, P64],
    "df_state_history": [i64, P32, i64, P64],
    "df_state_returns": [i64, PD, i64],
    "df_state_legal_actions": [i64, i64, P32, i64, P64],
    "df_state_legal_mask": [i64, i64, PU8, i64, P64],
    "df_state_apply_action": [i64, i64],
    "df_state_apply_player_action": [i64, i64, i64],
    "df_state_apply_actions": [i64, P32, i64],
    "df_state_observation": [i64, i64, PF, i64],
    "df_state_observation_sparse": [i64, i64, P32, PF, i64, P64],
    "df_state_observation_json": [i64, i64, CP, i64, P64],
    "df_state_information_state_string": [i64, i64, CP, i64, P64],
    "df_state_information_state_tensor": [i64, i64, PF, i64],
    "df_state_action_observation_history": [i64, i64, CP, i64, P64],
    "df_state_action_string": [i64, i64, i64, CP, i64, P64],
    "df_state_clone": [i64, P64],
    "df_state_serialize": [i64, CP, i64, P64],
    "df_state_resample": [i64, i64, u64, P64],
    "df_bot_new": [i64, CP, i64, u64, P64],
    "df_bot_action": [i64, i64, P64],
    "df_bot_free": [i64],
    "df_batch_new": [i64, i64, P64],
    "df_batch_free": [i64],
    "df_batch_set_bot": [i64, i64, CP, u64],
    "df_batch_reset": [i64, i64, i64],
    "df_batch_status": [i64, i64, P32, PU8, PD],
    "df_batch_step": [i64, P32, i64, P32, PU8, PD],
    "df_batch_legal": [i64, P32, i64, P64, i64],
    "df_batch_mask": [i64, PU8, i64],
    "df_batch_observation": [i64, i64, PF, i64],
    "df_batch_observation_sparse": [i64, i64, P32, PF, i64, P64, i64],
    "df_batch_state": [i64, i64, P64],
    "df_batch_decisions": [i64, P64],
}
_RESTYPE = {"df_last_error": i64, "df_live_handles": i64}


class _Forked:
    """Stands in for the library in a forked child."""

    def __getattr__(self, name):
        raise ForkedError(
            -100,
            "libdatafort was loaded before this process was forked, and a Go runtime "
            "does not survive fork: start workers with datafort.mp_context() (spawn)",
        )


class Lib:
    """The loaded library; .c is the ctypes CDLL (replaced in a forked child)."""

    def __init__(self, path):
        self.path = path
        self.c = ctypes.CDLL(path)
        for name, args in _SIGNATURES.items():
            f = getattr(self.c, name)
            f.argtypes = args
            f.restype = _RESTYPE.get(name, ctypes.c_int)
        v = self.c.df_api_version()
        if v != API_VERSION:
            raise DatafortError(-100, f"{path}: API version {v}, this package wants {API_VERSION}")
        self.pid = os.getpid()

    def error(self, code):
        """The exception for return code code, with the thread's message."""
        n = self.c.df_last_error(None, 0)
        buf = ctypes.create_string_buffer(n)
        self.c.df_last_error(buf, n)
        return _ERRORS.get(code, DatafortError)(code, buf.value.decode("utf-8", "replace"))

    def check(self, code):
        if code != DF_OK:
            raise self.error(code)

    def out(self, fn, *args):
        """Calls fn(*args, &out) and returns out."""
        v = ctypes.c_int64()
        code = fn(*args, ctypes.byref(v))
        if code != DF_OK:
            raise self.error(code)
        return v.value

    def text(self, fn, *args, size=4096):
        """Calls fn(*args, buf, cap, &need), growing buf, and returns its bytes."""
        while True:
            buf = ctypes.create_string_buffer(size)
            need = ctypes.c_int64()
            code = fn(*args, buf, size, ctypes.byref(need))
            if code == DF_OK:
                return buf.raw[: need.value - 1]
            if code != DF_ETOOSMALL:
                raise self.error(code)
            size = need.value

    def ints(self, fn, *args, size=256):
        """Calls fn(*args, int32 buf, cap, &n), growing buf, and returns a list."""
        while True:
            buf = (ctypes.c_int32 * size)()
            n = ctypes.c_int64()
            code = fn(*args, buf, size, ctypes.byref(n))
            if code == DF_OK:
                return buf[: n.value]
            if code != DF_ETOOSMALL:
                raise self.error(code)
            size = n.value


_lock = threading.Lock()
_lib = None


def _default_path():
    env = os.environ.get("DATAFORT_LIB")
    if env:
        return env
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "libdatafort.so")


def load(path=None):
    """Loads libdatafort once per process (path, else $DATAFORT_LIB, else
    libdatafort.so beside this package) and returns it."""
    global _lib
    with _lock:
        if _lib is None:
            p = path or _default_path()
            if not os.path.exists(p):
                raise FileNotFoundError(
                    f"{p}: build it with `go build -buildmode=c-shared -o python/datafort/libdatafort.so "
                    "./cmd/libdatafort` (docs/python.md), or set DATAFORT_LIB"
                )
            _lib = Lib(p)
        elif path is not None and os.path.abspath(path) != os.path.abspath(_lib.path):
            raise DatafortError(-100, f"libdatafort already loaded from {_lib.path}")
        return _lib


def _after_fork_in_child():
    if _lib is not None:
        _lib.c = _Forked()


os.register_at_fork(after_in_child=_after_fork_in_child)


def loaded():
    """Whether the library is loaded in this process."""
    return _lib is not None
