"""Every ending for 2, 3 and 4 players, each a known-answer case built from a chosen deal.

Each case lays out a whole deal: the captured piles of the first tricks and the
one card each player still holds for the last trick (together exactly the
deck). The last trick is played through the engine, and the deal's scoring
must name the printed ending and the losers, who lose a chip.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from games.somnia.cards import ENDINGS, total_points
from games.somnia.scoring import score_deal

from tests.games.test_somnia_support import assert_cards_accounted, build, cards, first, kinds, play


@dataclass(frozen=True)
class Case:
    name: str
    players: int
    nightmare: str | None
    last: list[tuple[int, str]]  # the last trick, in play order (seat, card)
    piles: list[str]             # cards captured before the last trick, per seat
    winner: int                  # who takes the last trick
    points: list[int]            # final points per seat
    ending: str
    losers: list[int]


CASES = [
    Case(
        '2p captive', 2, 'R',
        last=[(0, 'B5'), (1, 'G5')],
        piles=[
            'R5 R7 R9 B6 B7 B8 G6 G7 Y6 Y7 Y8 Y10',
            'R6 R8 R10 B9 B10 G8 G9 G10 Y5 Y9',
        ],
        winner=0, points=[90, 61], ending='captive', losers=[0],
    ),
    Case(
        '2p black string', 2, None,
        last=[(1, 'B5'), (0, 'B6')],
        piles=[
            'R5 R6 B7 B9 G6 G9 Y7 Y8 Y9 Y10',
            'R7 R8 R9 R10 B8 B10 G5 G7 G8 G10 Y5 Y6',
        ],
        winner=0, points=[60, 60], ending='black_string', losers=[0, 1],
    ),
    Case(
        '2p dreamless', 2, 'Y',
        last=[(0, 'B5'), (1, 'G5')],
        piles=[
            'R5 R7 R9 R10 B6 B7 B8 B9 G6 G10 Y6 Y9',
            'R6 R8 B10 G7 G8 G9 Y5 Y7 Y8 Y10',
        ],
        winner=0, points=[71, 80], ending='dreamless', losers=[0],
    ),
    Case(
        '3p sleepless', 3, 'R',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2')],
        piles=[
            'R2 R3 R4 R5 R9 R10 B6 B7 B8 B9 B10 G5 G7 G8 G10 Y2 Y7 Y9',
            'R6 R7 R8 B5 G2 G3 G4 G6 G9 Y3 Y4 Y5 Y6 Y8 Y10',
            '',
        ],
        winner=0, points=[80, 71, 0], ending='sleepless', losers=[2],
    ),
    Case(
        '3p two without a trick', 3, 'G',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2')],
        piles=[
            'R2 R3 R4 R5 R6 R7 R8 R9 R10 B5 B6 B7 B8 B9 B10 G2 G3 G4 G5 G6 G7 G8 G9 G10 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10',
            '',
            '',
        ],
        winner=0, points=[151, 0, 0], ending='sleepless', losers=[1, 2],
    ),
    Case(
        '3p captive', 3, 'R',
        last=[(1, 'B4'), (2, 'B3'), (0, 'B2')],
        piles=[
            'R3 R4 R8 B5 B7 G3 G4 G5 G6 G8 Y4 Y8',
            'R5 R6 R7 R9 R10 B6 B10 G10 Y6',
            'R2 B8 B9 G2 G7 G9 Y2 Y3 Y5 Y7 Y9 Y10',
        ],
        winner=1, points=[21, 100, 30], ending='captive', losers=[1],
    ),
    Case(
        '3p black string pair', 3, 'B',
        last=[(2, 'R4'), (0, 'R3'), (1, 'R2')],
        piles=[
            'R10 B2 B6 B10 G2 G4 G5 G9 G10 Y2 Y7 Y10',
            'R5 B4 B9 G3 G6 G8 Y3 Y6 Y9',
            'R6 R7 R8 R9 B3 B5 B7 B8 G7 Y4 Y5 Y8',
        ],
        winner=2, points=[60, 31, 60], ending='black_string', losers=[0, 2],
    ),
    Case(
        '3p black string three-way', 3, None,
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2')],
        piles=[
            'R2 R3 R6 R8 B6 G7 Y2 Y9 Y10',
            'R4 R9 B7 B9 G5 G6 G8 G9 Y3 Y4 Y6 Y8',
            'R5 R7 R10 B5 B8 B10 G2 G3 G4 G10 Y5 Y7',
        ],
        winner=0, points=[40, 40, 40], ending='black_string', losers=[0, 1, 2],
    ),
    Case(
        '3p between', 3, 'Y',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2')],
        piles=[
            'R3 R6 R7 R8 B5 B8 B10 G10 Y3 Y4 Y6 Y7',
            'R9 B9 G2 G3 G7 G9 Y2 Y5 Y9',
            'R2 R4 R5 R10 B6 B7 G4 G5 G6 G8 Y8 Y10',
        ],
        winner=0, points=[70, 31, 50], ending='between', losers=[2],
    ),
    Case(
        '4p captive', 4, 'R',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'G2')],
        piles=[
            'R5 R6 R7 B6 B10 G9 G10 Y10',
            'R8 B9 G3 G6 G8 Y3 Y4 Y6',
            'R4 R9 R10 B5 B8 G4 Y5 Y7',
            'R2 R3 B7 G5 G7 Y2 Y8 Y9',
        ],
        winner=0, points=[90, 30, 20, 11], ending='captive', losers=[0],
    ),
    Case(
        '4p monopoly', 4, 'R',
        last=[(3, 'B4'), (0, 'B3'), (1, 'B2'), (2, 'G2')],
        piles=[
            'R2 R3 Y2 Y5',
            'R5 R6 R7 R8 R9 R10 B5 B6 B7 B8 B9 B10 G5 G6 G7 G8 G9 G10 Y3 Y6 Y7 Y8 Y9 Y10',
            'R4 G3 G4 Y4',
            '',
        ],
        winner=3, points=[0, 151, 0, 0], ending='monopoly', losers=[0, 2, 3],
    ),
    Case(
        '4p black string all four', 4, None,
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'B5')],
        piles=[
            'R6 R7 R9 B10 G2 G4 G8 Y4',
            'R2 R5 R8 G3 G9 Y6 Y7 Y10',
            'R3 R10 B7 G6 Y2 Y5 Y8 Y9',
            'R4 B6 B8 B9 G5 G7 G10 Y3',
        ],
        winner=3, points=[30, 30, 30, 30], ending='black_string', losers=[0, 1, 2, 3],
    ),
    Case(
        '4p three-way tie on top', 4, 'G',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'Y2')],
        piles=[
            'B5 B7 B8 B10 G2 G6 G8 G10',
            'R3 R4 R10 B9 G3 G5 Y5 Y8',
            'R5 R8 R9 B6 Y3 Y6 Y7 Y10',
            'R2 R6 R7 G4 G7 G9 Y4 Y9',
        ],
        winner=0, points=[40, 31, 40, 40], ending='black_string', losers=[0, 2, 3],
    ),
    Case(
        '4p three-way tie below', 4, 'G',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'Y2')],
        piles=[
            'R3 R8 R9 B5 B10 Y3 Y7 Y10',
            'R7 B9 G2 G4 G6 G10 Y5 Y9',
            'R5 B6 B7 B8 G5 G7 Y4 Y6',
            'R2 R4 R6 R10 G3 G8 G9 Y8',
        ],
        winner=0, points=[31, 31, 58, 31], ending='black_string', losers=[0, 1, 3],
    ),
    Case(
        '4p solitude top pair', 4, 'R',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'G2')],
        piles=[
            'R6 R7 R10 G3 Y4 Y7 Y8 Y9',
            'R4 R8 G4 G8 G9 Y3 Y5 Y10',
            'R3 R5 R9 B5 B10 G5 G7 Y2',
            'R2 B6 B7 B8 B9 G6 G10 Y6',
        ],
        winner=0, points=[50, 21, 30, 50], ending='solitude', losers=[2],
    ),
    Case(
        '4p solitude bottom pair', 4, 'R',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'G2')],
        piles=[
            'R4 B5 B10 G5 G6 G7 Y2 Y7',
            'R5 R6 B6 B8 G4 G9 G10 Y6',
            'R9 R10 B7 B9 G3 Y4 Y5 Y9',
            'R2 R3 R7 R8 G8 Y3 Y8 Y10',
        ],
        winner=0, points=[25, 61, 25, 40], ending='solitude', losers=[3],
    ),
    Case(
        '4p two black strings', 4, None,
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'B5')],
        piles=[
            'R2 B7 G3 G5 G7 G8 G10 Y7',
            'R3 R7 G2 G6 Y6 Y8 Y9 Y10',
            'R5 R8 B6 B8 B9 G4 Y3 Y5',
            'R4 R6 R9 R10 B10 G9 Y2 Y4',
        ],
        winner=3, points=[20, 40, 20, 40], ending='two_black_strings', losers=[0, 1, 2, 3],
    ),
    Case(
        '4p between', 4, 'Y',
        last=[(0, 'B4'), (1, 'B3'), (2, 'B2'), (3, 'G2')],
        piles=[
            'R3 R4 R7 B9 B10 G8 Y3 Y6',
            'R6 B6 G5 G6 G9 G10 Y9 Y10',
            'R5 R8 B8 G3 G4 G7 Y4 Y5',
            'R2 R9 R10 B5 B7 Y2 Y7 Y8',
        ],
        winner=0, points=[30, 60, 21, 40], ending='between', losers=[0, 3],
    ),
    Case(
        '4p two without a trick', 4, 'B',
        last=[(0, 'R4'), (1, 'R3'), (2, 'R2'), (3, 'G2')],
        piles=[
            'R7 R8 B2 B5 B6 B8 B10 G4 G5 G7 G8 Y2 Y5 Y6 Y8 Y10',
            'R5 R6 R9 R10 B3 B4 B7 B9 G3 G6 G9 G10 Y3 Y4 Y7 Y9',
            '',
            '',
        ],
        winner=0, points=[71, 80, 0, 0], ending='solitude', losers=[0],
    ),
]


def deal_of(case: Case):
    hands = [[] for _ in range(case.players)]
    for seat, card in case.last:
        hands[seat].append(card)
    piles = [cards(p) for p in case.piles]
    state = build(case.players, hands, leader=case.last[0][0], nightmare=case.nightmare,
                  captured=piles, tricks=[len(p) // case.players for p in piles])
    assert_cards_accounted(state)  # the chosen deal is a whole, real deal
    assert all(len(p) % case.players == 0 for p in piles)
    return state


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_ending_from_a_chosen_deal(case: Case):
    state = deal_of(case)
    events = play(state, *(card for _, card in case.last))
    assert first(events, "trick_won").data["seat"] == case.winner
    scored = first(events, "deal_scored").data
    assert scored["points"] == case.points
    assert scored["total"] == (151 if case.nightmare else 120) == sum(case.points)
    assert scored["nightmare"] == case.nightmare
    assert scored["ending"] == ENDINGS[case.ending] and scored["ending_key"] == case.ending
    assert scored["losers"] == case.losers
    lost = [(e.data["seat"], e.data["reason"]) for e in events if e.kind == "chip_lost"]
    assert lost == [(s, "ending") for s in case.losers]
    assert scored["lives"] == [2 if s in case.losers else 3 for s in range(case.players)]
    assert kinds(events)[-1] == "hand_dealt" and state.deal_number == 2  # next deal


def test_every_ending_is_reached_for_its_player_counts():
    reached = {(c.players, c.ending) for c in CASES}
    assert {e for _, e in reached} == set(ENDINGS)
    assert {e for n, e in reached if n == 2} == {"captive", "black_string", "dreamless"}
    assert {e for n, e in reached if n == 3} == {"sleepless", "captive", "black_string", "between"}
    assert {e for n, e in reached if n == 4} == {
        "captive", "monopoly", "black_string", "solitude", "two_black_strings", "between"}


def test_monopoly_case_has_tricks_everywhere_but_no_points():
    case = next(c for c in CASES if c.ending == "monopoly")
    state = deal_of(case)
    play(state, *(card for _, card in case.last))
    tricks = state.last_deal["tricks"]
    assert all(t >= 1 for t in tricks)  # "all the points (not all tricks)"


# -- the ending table itself, including its boundaries -----------------------

@pytest.mark.parametrize("points, tricks, expected", [
    # 2 players
    ([86, 65], [6, 6], ("captive", [0])),
    ([65, 86], [6, 6], ("captive", [1])),
    ([85, 66], [6, 6], ("dreamless", [1])),
    ([60, 60], [6, 6], ("black_string", [0, 1])),
    ([0, 151], [0, 12], ("captive", [1])),
    ([0, 120], [1, 11], ("captive", [1])),
    # 3 players
    ([100, 30, 21], [5, 4, 3], ("captive", [0])),
    ([99, 31, 21], [5, 4, 3], ("between", [1])),
    ([120, 31, 0], [10, 2, 0], ("sleepless", [2])),         # rule 1 before rule 2
    ([151, 0, 0], [12, 0, 0], ("sleepless", [1, 2])),        # all without a trick lose
    ([60, 60, 31], [4, 4, 4], ("black_string", [0, 1])),
    ([31, 60, 60], [4, 4, 4], ("black_string", [1, 2])),
    ([40, 40, 40], [4, 4, 4], ("black_string", [0, 1, 2])),
    ([0, 60, 60], [1, 6, 5], ("black_string", [1, 2])),      # 0 points but a trick
    ([30, 70, 51], [3, 5, 4], ("between", [2])),
    # 4 players
    ([86, 30, 20, 15], [3, 2, 2, 2], ("captive", [0])),
    ([85, 30, 20, 16], [3, 2, 2, 2], ("between", [1, 2])),
    ([151, 0, 0, 0], [6, 1, 1, 1], ("monopoly", [1, 2, 3])),
    ([0, 0, 120, 0], [0, 0, 9, 0], ("monopoly", [0, 1, 3])),
    ([150, 1, 0, 0], [6, 1, 1, 1], ("captive", [0])),
    ([30, 30, 30, 30], [2, 2, 2, 3], ("black_string", [0, 1, 2, 3])),
    ([40, 40, 40, 31], [2, 2, 2, 3], ("black_string", [0, 1, 2])),
    ([31, 58, 31, 31], [2, 2, 2, 3], ("black_string", [0, 2, 3])),
    ([50, 50, 30, 21], [2, 2, 2, 3], ("solitude", [2])),
    ([61, 40, 25, 25], [2, 2, 2, 3], ("solitude", [1])),
    ([40, 40, 20, 20], [2, 2, 2, 3], ("two_black_strings", [0, 1, 2, 3])),
    ([60, 40, 30, 21], [2, 2, 2, 3], ("between", [1, 2])),
    ([60, 40, 40, 11], [2, 2, 2, 3], ("between", [1, 2])),  # a tie for 2nd/3rd: rule 4
    ([71, 80, 0, 0], [4, 5, 0, 0], ("solitude", [0])),      # no Sleepless Child with 4
])
def test_ending_table(points, tricks, expected):
    assert score_deal(points, tricks, sum(points)) == expected


def test_totals_check_out_for_every_case():
    for case in CASES:
        every = [c for p in case.piles for c in cards(p)] + [c for _, c in case.last]
        assert total_points(every, case.nightmare) == (151 if case.nightmare else 120)
