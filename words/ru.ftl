## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

# /help и /rules. Строка страницы правил, начинающаяся с ** (или * [ .), открывается литералом {"**"}:
# Fluent резервирует эти символы в начале строки.
# Глоссарий: раздача (deal), взятка (trick), козырь — Кошмар (Nightmare), фишка жизни (life chip),
# уровень (level), Божество (Divine), Мечтатель (Dreamer), карта 12 (12 card); «Сомникум»: маховик сна,
# карта сна, жетон сонного песка, карта встречи, карта цели, частица сна, сюжет, разрыв, сновидение,
# ПО (победные очки); Darkly Dreaming: спящий (dreamer), истощение (exhaust), охота (hunt), тень (shadow),
# Кошмар (Nightmare); Сомна: Демон Сна, Ведьма, Зверь, Сказитель, костёр (pyre), номинация, порча (Hex).
help-title = Dream Games
help-games = Игры: { $games }
help-game = **{ $title }** ({ $min }-{ $max })
help-commands =
    {"**"}/play <game>:** открыть стол в этом канале; друзья нажимают **Join**, хозяин стола — **Start**.
    {"**"}/rules game:** как играть в игру.
    {"**"}/stats [user] [game]:** результаты за всё время, рейтинги и достижения. **/history:** ваши последние партии.
    {"**"}/leaderboard game: [board]:** игроки с лучшим рейтингом на этом сервере или везде.
    {"**"}/replay table:** пересмотреть завершённую партию ход за ходом. **/preferences ping: game:** получать приглашения к новым столам.
    {"**"}/table end:** закрыть стол этого канала без результатов (хозяин стола или право «Управлять сервером»).
    {"**"}/settings turn_time:** время на решение по умолчанию на сервере, в секундах (право «Управлять сервером»).

    Во время партии вы только нажимаете кнопки: ваши карты или роль приходят в личные сообщения, а кнопка **My hand** (в Сомне **My role**) под сообщением стола в любой момент покажет их снова. Если ваше время вышло, я сделаю за вас разумный ход; после двух пропусков подряд вы считаетесь отошедшим, пока не нажмёте **I'm back**.
rules-button-previous = Назад
rules-button-next = Далее
rules-heading = { $game }: { $page }
rules-footer = Страница { $number } из { $count }
rules-not-yours = Откройте свою копию командой /rules.
rules-missing = Правил игры { $game } у меня пока нет; см. /help.


## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
