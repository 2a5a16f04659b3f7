## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## games (engine errors, reasons, events)

## bot (store, tables, errors)

# failures, ui, tables, redirect, delivery
# Glossary: table = стол; hand = карты на руках («Мои карты»).
bot-failure-save = Не удалось сохранить, поэтому ничего не изменилось. Попробуйте ещё раз.
bot-failure-read = Сейчас не удалось прочитать мои записи; ничего не изменилось. Попробуйте ещё раз чуть позже.
bot-failure-broken = У меня что-то пошло не так, ошибка записана в журнал. Прежде чем пробовать снова, посмотрите на стол.
bot-failure-stopping = Я перезапускаюсь, поэтому это не принято. Попробуйте ещё раз через минуту.
bot-failure-not-in-use = Эта кнопка больше не работает.
bot-failure-unknown-command = Этой команды больше нет. Введите /, чтобы увидеть актуальные.
bot-failure-bad-value = Не удалось использовать { $value } для этого параметра.
bot-failure-server-only = Используйте эту команду в канале сервера.
# $permissions: Discord's names of the missing permissions, in English.
bot-failure-missing-permissions = Для этого вам нужны права: { $permissions }.
bot-failure-not-here = Здесь это использовать нельзя.
bot-failure-discord = Discord отклонил часть моего ответа (статус { $status }). Попробуйте ещё раз.
bot-button-yes = Да: { $choice }
bot-button-cancel = Отмена
bot-button-my-hand = Мои карты
bot-button-back = Я снова здесь
# A menu of more than 25 choices, cut in parts: "Play a card (26-50)".
bot-select-part = { $group } ({ $first }–{ $last })
bot-table-not-running = Эта игра уже не идёт.

## commands

## help and rules

## lobby and rematch

# Glossary (lobby, rematch, replay): table = стол; lobby = набор игроков / лобби;
# host = создатель стола; Join = «Присоединиться»; Play again = «Сыграть ещё раз»;
# replay = повтор; step = шаг; deal = раздача; bot = бот. The players are addressed as «вы».
# lobby (cogs/lobby.py)
lobby-use-in-server = Команду /play можно использовать только в канале сервера.
lobby-missing-permissions = Я не могу вести здесь игру: в этом канале у меня нет прав { $permissions }. Попросите модератора выдать их или используйте /play в другом канале.
# Discord's own names of the permissions, as its Russian settings show them.
lobby-permission-view-channel = Просматривать каналы
lobby-permission-send-messages = Отправлять сообщения
lobby-permission-send-messages-in-threads = Отправлять сообщения в ветках
lobby-permission-embed-links = Встраивать ссылки
lobby-permission-attach-files = Прикреплять файлы
lobby-cancelled = Создатель стола отменил набор игроков.
lobby-begins = 🌙 { $game }: игра начинается! { $players }
lobby-began-below = 🌙 { $game }: игра началась, стол — в сообщении ниже.
lobby-in-progress-title = { $game }: идёт игра
lobby-in-progress-description =
    Игра идёт в <#{ $channel }>: { $players }.
    Следите за ней там; когда она закончится, итог появится здесь. Этот канал свободен для новой игры через /play.

# rematch (cogs/rematch.py): Play again and Ping me for the next game
rematch-ping-call = 🔔 { $mentions }: открыт стол **{ $game }**, нажмите **Присоединиться**. (Вы просили звать вас; `/preferences ping:False game:{ $game }` это отключит.)
rematch-finished-only = «Сыграть ещё раз» работает, только когда игра окончена.
rematch-players-only = Нажать «Сыграть ещё раз» могут только участники этой игры. Откройте свой стол командой /play.
rematch-already = «Сыграть ещё раз» уже нажали, новый стол здесь: { $link }
rematch-missing-permissions = Я не могу открыть здесь стол: в этом канале у меня нет прав { $permissions }.
rematch-channel-busy = В <#{ $channel }> уже есть открытый стол ({ $link }). Доиграйте его, а потом нажмите «Сыграть ещё раз».
rematch-invite = 🔁 **{ $name }** хочет ещё раз сыграть в **{ $game }**: { $mentions }, нажмите **Присоединиться**.
rematch-invite-alone = 🔁 **{ $name }** хочет ещё раз сыграть в **{ $game }**.
rematch-opened-elsewhere = Новый стол **{ $game }** открыт в <#{ $channel }>; его игроки приглашены туда.
rematch-post-failed = Не удалось опубликовать новый стол в <#{ $channel }>, поэтому он снова закрыт. Используйте /play там.
rematch-button-gone = Эта кнопка больше не работает.
rematch-ping-on = 🔔 Я позову вас, когда кто-нибудь откроет стол **{ $game }** на этом сервере. Чтобы отключить, нажмите кнопку ещё раз или введите `/preferences ping:False game:{ $game }`.
rematch-ping-off = 🔕 Больше не буду звать вас на **{ $game }**.

# replay (cogs/replay.py)
replay-choice = #{ $table } { $game }, { $when }
replay-choice-in = #{ $table } { $game }, { $when } в #{ $channel }
replay-jump-title = Перейти к шагу
replay-jump-label = Шаг (0 — раздача, { $steps } — конец)
replay-jump-bad = Введите номер шага от 0 до { $steps }.
replay-not-yours = Этот повтор открыл кто-то другой. Откройте свой: `/replay table:{ $table }`.
replay-no-table = Стола #{ $table } нет. `/history` покажет ваши игры с их номерами.
replay-still-playing = Эта игра ещё идёт: её повтор откроется, когда она закончится.
replay-not-finished = Игра за этим столом не была доиграна (её отменили или завершили досрочно), поэтому повтора нет.
replay-damaged = Не могу воспроизвести эту игру: её запись повреждена. Ошибка записана в журнал.
replay-hidden-channel = Эта игра шла в канале, который вам не виден, поэтому её повтор доступен только её игрокам и тем, кто видит этот канал.
replay-title = Повтор: { $game } #{ $table }
replay-deal = Раздача.
replay-step-line = { $name }: { $what }
replay-step-moved = { $name }: ход сделан.
# $source: how the bot played the seat: ai (a bot seat), away (a player away), timeout (time ran out)
replay-played-by-me = ({ $name }: ход сделан мной, { $source ->
        [ai] за бота
        [away] пока игрок отсутствовал
        [timeout] по истечении времени
       *[other] { $source }
    })
replay-footer = Шаг { $step } из { $last }
replay-footer-end = Шаг { $step } из { $last } (конец)
replay-step = Шаг { $step }
replay-hidden-heading = Карты на руках и роли (игра окончена)
replay-button-first = В начало
replay-button-previous = Назад
replay-button-next = Вперёд
replay-button-last = В конец
replay-button-jump = К шагу…

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
