"""A TCP proxy on the loopback between the app and its PostgreSQL, that can fail on demand.

``refuse()`` closes its port and cuts every connection (a database that is down:
connections refused), ``hang()`` keeps its port open but forwards nothing more in
either direction (a database that hangs: a stopped server, a network partition),
``resume()`` goes back to forwarding. The tests and ``python -m benchmarks venue``
put it in front of a real server; nothing of the database itself is touched.
"""

from __future__ import annotations

import contextlib
import socket
import threading

CHUNK = 65536
RESET = b"\x01\x00\x00\x00\x00\x00\x00\x00"
"""SO_LINGER on, 0 s: closing sends a reset, as a server that went away does."""


class FlakyProxy:
    def __init__(self, upstream_host: str, upstream_port: int) -> None:
        self.upstream = (upstream_host, upstream_port)
        self.port = 0
        self._flowing = threading.Event()
        self._flowing.set()
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._listener: socket.socket | None = None
        self._closed = False

    # -- control -------------------------------------------------------------------------

    def __enter__(self) -> FlakyProxy:
        self._listen()
        return self

    def __exit__(self, *_exc) -> None:
        self._closed = True
        self._flowing.set()
        self._stop_listening()
        self._cut_all()

    def refuse(self) -> None:
        """Connections refused, those open cut."""
        self._stop_listening()
        self._cut_all()

    def hang(self) -> None:
        """Nothing forwarded any more, new connections accepted and left waiting."""
        self._flowing.clear()
        if self._listener is None:
            self._listen()

    def resume(self) -> None:
        self._flowing.set()
        if self._listener is None:
            self._listen()

    # -- plumbing ------------------------------------------------------------------------

    def _listen(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self.port = listener.getsockname()[1]
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _stop_listening(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
            listener.close()

    def _cut_all(self) -> None:
        """Every connection reset, both sides: the database's end of each is then gone too
        (a bare close would wait for the threads still reading it, and leave the server a
        session holding its transaction's locks)."""
        with self._lock:
            open_now, self._sockets = self._sockets, set()
        for sock in open_now:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, RESET)
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _address = listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        with self._lock:
            self._sockets.add(client)
        self._flowing.wait()  # a hung database: the connection is made, nothing answers
        if self._closed:
            client.close()
            return
        try:
            server = socket.create_connection(self.upstream, timeout=5)
            server.settimeout(None)
        except OSError:
            client.close()
            return
        with self._lock:
            self._sockets.add(server)
        for source, target in ((client, server), (server, client)):
            threading.Thread(target=self._pump, args=(source, target), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket) -> None:
        try:
            while True:
                data = source.recv(CHUNK)
                if not data:
                    break
                self._flowing.wait()
                target.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, target):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
            with self._lock:
                self._sockets.discard(source)
            source.close()
