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

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
