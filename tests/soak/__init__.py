"""Soak test: the real bot process (``python -m bot``) on the loopback Discord, playing many games of
every game (Somnia, Traumland, Somna at 7 seats, Somnikum, Darkly Dreaming) by clicks, while it is
SIGKILLed and restarted on the same database, while Discord misbehaves, and while players double
click, click at once and click custom ids the bot never sent.

    python -m tests.soak                      # bounded: --games 20 --kills 10 --seconds 300, first reached
    python -m tests.soak --quick              # the pytest mode (tests/test_soak.py): 35 s, 5 kills

It prints one table of figures; the exit status is 1 when any failure figure (all but the first)
is not 0. Speeds are printed, never asserted.

Definitions
-----------
acknowledged action
    A click of a game choice (custom id kind ``a``, button or select) that the bot acknowledged as a
    move: the interaction callback was an update of the clicked message (type 7). Refusals are
    ephemeral messages (type 4). The bot commits a move before it answers (bot/tables.py).
lost
    An acknowledged action absent from the stored action log (the ``actions`` table of the bot's
    SQLite file, read with ``sqlite3`` after every kill and at the end): no stored action of source
    'player' by that user at that table with the same action text and a stored seq >= the seq the
    clicked prompt was drawn at (each acknowledged click needs its own stored action).
applied twice
    A stored 'player' action that no distinct prompt explains: each prompt (table, user, the seq it
    was drawn at) the players clicked may account for at most one stored action with one of the
    texts clicked on it (a seat's epoch moves when it acts, so a prompt can give only one move).
    A double click (the same custom id twice at once by the same user) must give exactly one move
    and one refusal ("already done"); one acknowledged as a move twice counts here too.
stuck table
    At the end, with faults off and the bot up (overdue deadlines given ~20 s to fire): a table still
    ``running`` whose deadline is missing or more than 5 s in the past, or whose game is over when
    replayed but which is not ``finished``. Replay: ``GAMES[name].new(players, seed, options)``,
    then every stored (seat, decode(action)) in seq order.
replay mismatch
    A table whose replay differs from its stored snapshot (``to_dict``), or whose stored actions the
    engine refuses on replay.
tracebacks
    'Traceback' in the child's output (its console log handler: the same records as var/bot.log
    beside DATABASE_PATH, plus anything written to stderr outside logging), over every generation.
secrets in messages / logs
    Hands, roles and the deck order (tests/soak/leaks.py says how they are derived from each engine
    state and when) in a message shown to anyone but their holder, or in any log line; counted per
    (message, word) and per log line. Generations listed by ``--debug-generation`` (default: the
    first, which deals every first game) run with ``LOG_LEVEL=DEBUG``, so this covers DEBUG logging too.
tokens in messages or logs
    The bot token or any interaction token in a message or the log.
unanswered fuzzed clicks
    Fuzzed clicks (tests/soak/chaos.py) the bot did not acknowledge at all although it stayed up
    (fuzzed clicks injected while it was being killed are skipped). Every other figure about them is
    "fuzzed clicks that changed something": a stored action explained only by a fuzzed click, or
    the fuzzing stranger seated at a table.

Kills (tests/soak/chaos.py): right after an acknowledgement, mid-burst, while a deadline is due,
during start-up; after each one the store is checked, a new generation starts on the same
DATABASE_PATH, and players go on from their newest prompts (old buttons must keep working).
"""
