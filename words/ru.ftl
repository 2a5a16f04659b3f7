## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play
# Глоссарий: ход — turn/move; стол — the table message; «Мои карты» — My hand.
play-unknown-game = Игры {$name} нет. Выберите одну из этих: {$games}.
play-hand-label = Мои карты
play-board-away = (нет на месте)
play-private-title = {$game}: {$hand}
play-footer-idle = Сейчас делать нечего.
play-footer-over = Игра окончена.
play-footer-move = Ваш ход.
play-footer-together = Ваш выбор: остальные тоже выбирают.
play-call-turn = {$mentions}: ваш ход{$until}.
play-call-move = {$mentions}: ваш выбор{$until}.
play-call-turn-private = {$mentions}: ваш ход — нажмите **{$hand}** в сообщении стола{$until}.
play-call-move-private = {$mentions}: ваш выбор — нажмите **{$hand}** в сообщении стола{$until}.

play-picture-suit-r = красная
play-picture-suit-b = синяя
play-picture-suit-g = зелёная
play-picture-suit-y = жёлтая
play-picture-trump = козырь
play-picture-no-cards = нет карт

## somnia
# Глоссарий Somnia:
#   deal — раздача; trick — взятка; life chip — фишка жизни; Nightmare — Кошмар (козырная масть);
#   trump — козырь; revoke — ренонс (умышленный отказ ходить в масть); dealer — сдающий;
#   draw deck — колода; lead — заход; points — очки (коротко «очк.»).
#   Масти: red — красная, blue — синяя, green — зелёная, yellow — жёлтая (карта: «красная 7»).
somnia-suit-r = красная
somnia-suit-b = синяя
somnia-suit-g = зелёная
somnia-suit-y = жёлтая
somnia-card-words = {$suit} {$rank}
somnia-rank-promoted = {$rank} (старшинство {$high})
somnia-card-nightmare =
    { $high ->
        [0] {$card} 🌙 Кошмар
       *[other] {$card} 🌙 Кошмар, старшинство {$high}
    }
somnia-suit-unset = ещё не выбран
somnia-tagline = игра на взятки
somnia-board-title = {$game}: раздача {$deal}, взятка {$trick}
somnia-board-title-over = {$game}: раздача {$deal}
somnia-board-dealer = 🃏 сдаёт
somnia-board-seat =
    ({ $lives ->
        [one] {$lives} фишка жизни
        [few] {$lives} фишки жизни
        [many] {$lives} фишек жизни
       *[other] {$lives} фишки жизни
    }) · { $cards ->
        [one] {$cards} карта
        [few] {$cards} карты
        [many] {$cards} карт
       *[other] {$cards} карты
    } на руке
somnia-nightmare-field = 🌙 Кошмар
somnia-deck-field = Колода
somnia-cards =
    { $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    }
somnia-trick = Взятка {$trick}
somnia-trick-led = Взятка {$trick} (заход: {$suit})
somnia-trick-winning = {$trick}: берёт {$name}
somnia-pile =
    {$points} очк., { $tricks ->
        [one] {$tricks} взятка
        [few] {$tricks} взятки
        [many] {$tricks} взяток
       *[other] {$tricks} взятки
    }
somnia-captured-field = Взятые карты (очки при нынешнем Кошмаре)
somnia-last-trick-field = Последняя взятка
somnia-last-trick = **{$name}** забирает {$cards}
somnia-deal-field = Раздача {$deal}: {$ending}
somnia-board-footer = Ходит {$name}. Ваши карты — кнопка «{$hand}».
somnia-summary-lost =
    { $count ->
        [one] {$names} теряет фишку жизни
       *[other] {$names} теряют по фишке жизни
    }
somnia-summary-nobody-lost = никто не потерял фишку
somnia-summary-no-nightmare = нет
somnia-summary = Очки: {$points} (Кошмар: {$nightmare}, всего {$total}); {$lost}.
somnia-hand-title = Ваши карты, раздача {$deal}
somnia-hand-title-turn = Ваши карты, раздача {$deal}  ·  ваш ход
somnia-hand-title-raised = Ваши карты, раздача {$deal}  ·  ваш ход: сыграть можно поднятые карты
somnia-private-title = {$game}: ваши карты (раздача {$deal})
somnia-hand-empty = У вас нет карт.
somnia-lives-field = Ваши фишки жизни
somnia-points-field = Ваши очки в этой раздаче
somnia-revoke-field = Ренонс
somnia-revoke-help = Кнопки *Ренонс* нарочно нарушают правило масти: карта разыгрывается, а вы сразу теряете фишку жизни.
somnia-group-play = Сыграть карту
somnia-group-revoke = Ренонс… (стоит фишки жизни)
somnia-revoke-label = Ренонс: сыграть {$card} (вы сразу теряете фишку жизни)
somnia-revoke-description = Нарушает правило масти: сразу стоит фишки жизни.
somnia-nightmare-card = 🌙 Карта Кошмара
somnia-revoke-confirm = Это ренонс: вы играете {$card} вопреки правилу масти и сразу теряете фишку жизни. Сыграть?
somnia-event-revoked = ⚠️ **{$name}** делает ренонс картой {$card}.
somnia-event-played = **{$name}** играет {$card}.
somnia-event-nightmare = 🌙 **{$name}** объявляет Кошмар: {$suit} — козырь в этой раздаче (её 7 и 5 теперь старше всех).
somnia-event-revoke-chip = 💔 **{$name}** теряет фишку жизни за ренонс (фишек осталось: {$lives}).
somnia-event-trick =
    🏆 **{$name}** забирает взятку {$trick} ({$cards}): { $points ->
        [one] {$points} очко
        [few] {$points} очка
        [many] {$points} очков
       *[other] {$points} очка
    }.
somnia-event-drew = **{$name}** берёт карту (в колоде осталось: {$deck}).
somnia-event-card-drawn = Вы взяли из колоды {$card} ({$words}).
somnia-event-hand = Раздача: ваши новые карты — {$cards}.
somnia-event-deal = 🃏 **Раздача {$deal}**: сдаёт {$dealer}, первым ходит **{$leader}**. Фишки жизни: {$lives}.
somnia-event-chip-lost = 💔 **{$name}** теряет фишку жизни (осталось: {$lives})
somnia-event-nobody-lost = никто не теряет фишку
somnia-event-deal-nightmare = Кошмар: {$suit}
somnia-event-deal-no-nightmare = без Кошмара
somnia-event-deal-scored = 🌅 **Раздача {$deal} окончена: {$ending}.** Очки: {$points} ({$nightmare}, всего {$total}). {$lost}.
somnia-event-game-over = 🌑 {$names}: фишек жизни не осталось.
somnia-result =
    { $lives ->
        [one] осталась {$lives} фишка жизни
        [few] осталось {$lives} фишки жизни
        [many] осталось {$lives} фишек жизни
       *[other] осталось {$lives} фишки жизни
    }
somnia-result-after =
    { $lives ->
        [one] осталась {$lives} фишка жизни
        [few] осталось {$lives} фишки жизни
        [many] осталось {$lives} фишек жизни
       *[other] осталось {$lives} фишки жизни
    } после { $deals ->
        [one] {$deals} раздачи
       *[other] {$deals} раздач
    }

somnia-picture-to-play = ждём
somnia-picture-no-nightmare = Кошмар ещё не выбран
somnia-picture-nightmare = Кошмар:
somnia-picture-took-it = взятка
somnia-picture-winning = берёт
somnia-picture-led = заход

## traumland
# Глоссарий Traumland:
#   Dreamer — Сновидец; Divine — Божество; level — уровень; the 12 card — карта «12»;
#   trick — взятка; round — раунд; pass — пас (пасовать); lead — заходить; dealer — сдающий;
#   retire — выйти из раунда (в тексте — без прошедшего времени, чтобы не выбирать род).
#   Цвета: red — красная, blue — синяя, yellow — жёлтая, green — зелёная (карта: «синяя 7»).
traumland-colour-r = красная
traumland-colour-b = синяя
traumland-colour-y = жёлтая
traumland-colour-g = зелёная
traumland-value-words = {$colour} {$value}
traumland-dreamer = Сновидец
traumland-divine = Божество
traumland-dreamer-as = 🌙 Сновидец как {$card}
traumland-no-cards = нет карт
traumland-cards =
    { $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    }
traumland-tagline = игра на сброс: избавьтесь от карт
traumland-top-none = Карт на столе нет: заходит **{$name}**.
traumland-top-played = {$card} — ход **{$name}**
traumland-top-passed = С тех пор пасуют: {$names}
traumland-top-nobody-passed = С тех пор никто не пасовал.
traumland-top-trick = Взятка пока: {$steps}
traumland-top-field = Сверху
traumland-seat-retired = 🌟 на 12, вне раунда
traumland-seat-holds-12 = 👑 держит «12»
traumland-seat-led = первым во взятке
traumland-seat-leads = заходит
traumland-seat-passed = пас
traumland-seat-away = нет на месте
traumland-board-title = Traumland · раунд {$round}
traumland-board-title-over = Traumland · раунд {$round} · игра окончена
traumland-board-winner = 👑 У **{$name}** карта «12» — победа.
traumland-board-highest-wins = Побеждает самый высокий уровень.
traumland-board-over-field = Игра окончена
traumland-board-turn-field = Ход
traumland-board-turn-lead = **{$name}** заходит
traumland-board-turn-follow = **{$name}** кладёт старше или пасует
traumland-twelve-field = Карта «12»
traumland-twelve-nobody = пока ни у кого
traumland-round = Раунд {$round}
traumland-footer-dealer = Сдаёт: {$name}
traumland-footer-out =
    Вне игры: { $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    }
traumland-footer-variant = Вариант: считаются уровни сверх 12
traumland-footer-rule = Побеждает тот, кто последним дошёл до 12 и держит карту «12»
traumland-picture-title = Раунд {$round}
traumland-picture-title-over = Раунд {$round}  ·  игра окончена
traumland-picture-by = от {$name}
traumland-round-summary =
    {$why}.
    Уровни: {$levels}
traumland-why-someone = кто-то
traumland-why-out = {$name} сбрасывает последнюю карту
traumland-why-out-unwon =
    {$name} сбрасывает последнюю карту; открытая взятка ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    }) не достаётся никому
traumland-why-divine = {$name} берёт взятку с Божеством сверху
traumland-why-all-retired = играть больше некому
traumland-why-lone = в раунде остаётся только {$name}
traumland-hand-title =
    Ваши карты ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    })
traumland-hand-title-turn =
    Ваши карты ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    })  ·  ваш ход
traumland-hand-title-raised =
    Ваши карты ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    })  ·  ваш ход: сыграть можно поднятые карты
traumland-private-title =
    Traumland · ваши карты ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    })
traumland-private-empty = На руке нет карт.
traumland-private-bold = *Жирным — карты, которые можно сыграть сейчас.*
traumland-private-level-field = Ваш уровень
traumland-now-field = Сейчас
traumland-now-retired = 🌟 Вы дошли до 12 и в этом раунде больше не играете.
traumland-now-lead = Ваш ход: **заходите** любой картой.
traumland-now-opening-lead = Это первый заход раунда: заходить можно любой картой, в том числе ✨ Божеством или 🌙 Сновидцем в роли Божества.
traumland-now-follow = Ваш ход: положите карту старше, чем {$card}, или пасуйте.
traumland-now-waiting = Ждём **{$name}**.
traumland-now-dreamer-help = Чтобы сыграть 🌙 Сновидца, выберите, кем он будет, в списке *Сыграть Сновидца как…*.
traumland-group-card = Сыграть карту
traumland-group-pass = Пас
traumland-group-dreamer = 🌙 Сыграть Сновидца как…
traumland-group-dreamer-some = 🌙 Сыграть Сновидца как… ({$colours})
traumland-or = {" "}или{" "}
traumland-pass = Пас
traumland-pass-description = Пропустить ход; позже в этой взятке ещё можно сыграть.
traumland-dream-divine = Божество
traumland-dream-divine-description = Сновидец считается Божеством.
traumland-event-auto = (за игрока хожу я)
traumland-event-played =
    {$name} играет {$card}{ $left ->
        [0] {" "}(последняя карта!)
        [1] {" "}(осталась 1 карта)
       *[other] {""}
    }{$auto}.
traumland-event-led =
    {$name} заходит: {$card}{ $left ->
        [0] {" "}(последняя карта!)
        [1] {" "}(осталась 1 карта)
       *[other] {""}
    }{$auto}.
traumland-event-passed = {$name} пасует.
traumland-event-trick =
    🏆 {$name} берёт взятку ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    }) и поднимается на уровень **{$level}**.
traumland-event-trick-divine =
    🏆 {$name} берёт взятку Божеством ({ $count ->
        [one] {$count} карта
        [few] {$count} карты
        [many] {$count} карт
       *[other] {$count} карты
    }) и поднимается на уровень **{$level}**.
traumland-event-takes-12-from = забирает карту «12» у **{$name}**
traumland-event-takes-12 = получает карту «12»
traumland-event-retired =
    🌟 {$name} доходит до **12**, {$took} 👑 и выходит из раунда{ $out ->
        [0] .
        [one] ; из игры уходит {$out} карта.
        [few] ; из игры уходят {$out} карты.
        [many] ; из игры уходят {$out} карт.
       *[other] ; из игры уходят {$out} карты.
    }
traumland-event-lone =
    В раунде остаётся только {$name}: я сам выкладываю { $count ->
        [one] оставшуюся {$count} карту
        [few] оставшиеся {$count} карты
        [many] оставшиеся {$count} карт
       *[other] оставшиеся {$count} карты
    }, и каждая сразу становится взяткой.
traumland-event-round-over = 🔚 **Раунд {$round} окончен**: {$why}. Уровни: {$levels}
traumland-event-holder = 👑 Карта «12» у **{$name}**.
traumland-event-round-started =
    🃏 **Раунд {$round}**: {$dealer} сдаёт { $each ->
        [-1] карты
        [one] по {$each} карте
        [few] по {$each} карты
        [many] по {$each} карт
       *[other] по {$each} карты
    }; заходит **{$leader}**.
traumland-event-hand = 🃏 Раунд {$round}, ваши карты: {$hand}
traumland-event-game-over = 🏁 Игра окончена: карта «12» у **{$name}** 👑.
traumland-event-game-over-level = 🏁 Игра окончена: кто-то дошёл до 12; побеждает самый высокий уровень.
traumland-result-level = уровень {$level}
traumland-result-holder = 👑 с картой «12»
traumland-result-lost-12 = 12 достигнут, но карта «12» потеряна

traumland-picture-to-lead = заход

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
