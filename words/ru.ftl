## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## screens (router, table message, channel, DMs, results)

play-pick-one = Выберите ровно один вариант.
play-cancelled = Отменено: ничего не сыграно.
play-unknown-button = Я не знаю эту кнопку. Возможно, она от моей старой версии.
play-not-seated-here = Вы не играете за этим столом; на доске выше видно всё открытое.
play-not-started = Игра ещё не началась.
play-welcome-back = С возвращением: вы снова играете сами.
play-not-away = Вы не были отмечены как отошедший.
board-last-moves = Последние ходы
board-time = Время
board-time-until = до <t:{ $when }:R>
call-until = (до <t:{ $when }:R>)
dm-header = **{ $game }** в <#{ $channel }>
channel-cannot-post = **{ $game }** в <#{ $channel }>: мне больше нельзя писать в этот канал. Игра продолжается: играйте кнопкой **{ $label }** на сообщении стола (и в личных сообщениях).
channel-unarchive-reason = За столом #{ $table } ещё идёт игра
lines-caught-up = ⏰ Я был не в сети, когда истекло время; вот что произошло за это время:
lines-forced = ↪ У **{ $name }** был только один допустимый ход: я его сделал.
lines-timed-out = ⏰ У **{ $name }** истекло время; я сходил за этого игрока.
lines-now-away = **{ $name }** теперь отошёл и играет по умолчанию, пока не нажмёт **Я вернулся**.
dm-closed = <@{ $user }>, я не могу писать вам в личные сообщения. Нажмите кнопку **{ $label }** на сообщении стола, чтобы увидеть свои тайные сведения и варианты.
timeout-note = ⏰ Ваше время истекло, поэтому я ответил за вас (так, как по умолчанию).
timeout-note-away = ⏰ Ваше время истекло, поэтому я ответил за вас (так, как по умолчанию). Теперь вы играете по умолчанию, пока не нажмёте **Я вернулся** на сообщении стола.
reminder-dm = ⏳ Прошла половина вашего времени (конец { $when }).
reminder-channel = ⏳ { $pings }: прошла половина вашего времени (конец { $when }).
lobby-expired = Это лобби закрылось после 15 минут без действий. Откройте новое командой /play.
finished-over = 🏁 Игра **{ $game }** окончена. { $count ->
    [0] Никто не победил.
    [one] Победитель: **{ $names }**.
    [few] Победители: **{ $names }**.
    [many] Победители: **{ $names }**.
   *[other] Победители: **{ $names }**.
  }
finished-rating = { " " }· рейтинг { $after } ({ $sign }{ $delta })
finished-saved-rated = Результаты сохранены: см. /stats и /leaderboard.
finished-saved-practice = Результаты сохранены: см. /stats. Без рейтинга: тренировочный стол (с ботом или /play с practice).
finished-saved-sides = Результаты сохранены: см. /stats. Без рейтинга: для него нужны два игрока-человека на разных сторонах.
finished-card-title = { $game }: игра окончена
finished-card-link = Игра: <#{ $channel }>
duration-minutes = { $minutes } мин
duration-seconds = { $seconds } с
lobby-title = { $game }: лобби
lobby-host = (хозяин)
lobby-description = Игроков: { $min }–{ $max }. Нажмите **Войти**, чтобы занять место; хозяин нажимает **Начать**.
lobby-seats = Места ({ $taken }/{ $max })
lobby-options = Настройки
lobby-times = Время
lobby-time-per-decision = Время на решение
lobby-practice = Тренировка
lobby-practice-value = Без рейтинга; у каждого игрока есть кнопка 💡 **Подсказка**.
lobby-footer = Лобби закроется после 15 минут без действий.
lobby-join = Войти
lobby-leave = Выйти
lobby-add-bot = Добавить бота
lobby-start = Начать
lobby-cancel = Отменить
lobby-add-level-bot = { $level ->
    [easy] Добавить лёгкого бота
    [hard] Добавить сильного бота
   *[other] Добавить бота ({ $level })
  }
rematch-play-again = Сыграть ещё
rematch-ping-me = Позвать меня на следующую игру

## games (engine errors, reasons, events)

# Глоссарий движков (общие термины):
#   ход — move; ваш ход — your turn; параметр — table option; стол — table;
#   карта — card; масть — suit (Somnia); цвет — colour (Traumland);
#   взятка — trick; заход/зайти — lead; козырь = Кошмар (Nightmare, Somnia);
#   жетон песка — sand token (Somnikum); частица — particle; маховик — flywheel;
#   сон — dream; кошмар — nightmare; метка сна — sleep marker (Darkly Dreaming);
#   Демон Снов — Dream Demon, Ведьма — Witch, Торговец — Monger (Somna);
#   костёр — pyre; номинировать — nominate; голосование — vote; финальное голосование — final vote.
game-over = Игра окончена.
game-not-your-turn = Сейчас не ваш ход.
game-move-not-allowed = Сейчас этот ход недопустим.
game-option-not-bool = Параметр { $option } должен быть true или false.
game-option-not-int = Параметр { $option } должен быть целым числом.
game-option-too-small = Параметр { $option } должен быть не меньше { $minimum }.
game-option-too-large = Параметр { $option } должен быть не больше { $maximum }.
game-option-wrong-type = У параметра { $option } неверный тип.
game-option-not-a-choice = Параметр { $option } должен принимать одно из значений: { $allowed }.
game-option-unknown = В игре { $title } нет параметра { $options }.
game-players-out-of-range = Для игры { $title } нужно от { $lo } до { $hi } игроков, а не { $players }.

# Somnia: масть — suit (R красная, B синяя, G зелёная, Y жёлтая); Кошмар — Nightmare (козырная масть);
#   ренонс — revoke; фишка жизни — life chip; заход — lead; отвечать в масть — follow.
game-somnia-suit = { $suit ->
    [R] красная
    [B] синяя
    [G] зелёная
   *[Y] жёлтая
}
game-somnia-card = { game-somnia-suit } { $rank }
game-somnia-not-a-move = Такого хода в Somnia нет.
game-somnia-play-from-hand = Такого хода в Somnia нет: сыграйте карту с руки.
game-somnia-not-held = У вас на руке нет карты «{ $card }».
game-somnia-revoke-off = Ренонс за этим столом отключён: сыграйте карту, которую разрешают правила.
game-somnia-revoke-legal = Карту «{ $card }» можно сыграть по правилам, это не ренонс.
game-somnia-revoke-not-allowed = Ренонс — это ход не в масть захода, когда она у вас есть; эту карту просто нельзя сыграть.
game-somnia-revoke-no-life = У вас не осталось фишки жизни, чтобы заплатить за ренонс.
game-somnia-must-follow = Нужно отвечать в масть ({ game-somnia-suit }): у вас есть «{ $card }».
game-somnia-nightmare-led = Зашли с масти Кошмара ({ game-somnia-suit }): нужно сыграть карту Кошмара.
game-somnia-nightmare-must-beat = Карта Кошмара на заход в масть «{ game-somnia-suit }» должна побить «{ $card }», которая уже во взятке (если только у вас не одни карты Кошмара).
game-somnia-follow-or-win = Нужно отвечать в масть ({ game-somnia-suit }; у вас есть «{ $card }») или сыграть карту Кошмара ({ $nightmare ->
    [R] красная
    [B] синяя
    [G] зелёная
   *[Y] жёлтая
}), которая возьмёт взятку.

# Traumland: цвета R красный, B синий, Y жёлтый, G зелёный (карта — «красная 7»);
#   Божество — Divine; Сновидец — Dreamer; объявить — declare; пас — pass; заход — lead.
game-traumland-colour = { $colour ->
    [R] красная
    [B] синяя
    [Y] жёлтая
   *[G] зелёная
}
game-traumland-card = { $kind ->
    [divine] Божество
    [dreamer] Сновидец
    [value] { game-traumland-colour } { $value }
   *[other] { $card }
}
game-traumland-dreamer-as = Сновидец как { $card }
game-traumland-not-a-move = Такого хода в Traumland нет.
game-traumland-lead-no-pass = Вы заходите в эту взятку, поэтому должны сыграть карту; пасовать можно, когда сверху уже лежит карта.
game-traumland-dreamer-needs-declaration = Как есть играются только карты с числом и Божества; Сновидца нужно объявить.
game-traumland-not-held = У вас нет карты «{ $card }».
game-traumland-no-dreamer = У вас нет Сновидца.
game-traumland-bad-declaration = Сновидца объявляют картой от 1 до 11 красного, синего, жёлтого или зелёного цвета либо Божеством.
game-traumland-divine-lead-late = После первого захода в раунде заходить с Божества можно, только если у вас больше ничего нет.
game-traumland-dreamer-lead-divine = После первого захода в раунде Сновидец, с которого заходят, объявляется картой с числом: выберите цвет и число.
game-traumland-lead-not-allowed = Так заходить нельзя.
game-traumland-dreamer-on-divine = Сновидец на Божество объявляется цветом и числом, а не ещё одним Божеством.
game-traumland-on-divine = На Божество можно сыграть только единицу любого цвета или Сновидца.
game-traumland-dreamer-only-divine = Сновидца на карту «{ $card }» можно объявить только Божеством.
game-traumland-dreamer-must-beat = Сновидца на карту «{ $card }» нужно объявить { $colour ->
    [R] красной
    [B] синей
    [Y] жёлтой
   *[G] зелёной
} картой от { $low } до { $high } или Божеством.
game-traumland-must-beat = Чтобы побить карту «{ $card }», сыграйте { $colour ->
    [R] красную
    [B] синюю
    [Y] жёлтую
   *[G] зелёную
} карту старше, Божество или Сновидца либо пасуйте.

# Сомникум (термины по русским правилам): жетон сонного песка — sand token; частица сна — particle;
#   маховик сна — flywheel; карта встречи — encounter card; сюжет — plot; уровень — level;
#   разрыв — break; сновидение — dream; условие А — condition A;
#   Блуждающая звезда — Wandering Star; Золотая пыль — Golden Dust.
game-somnikum-now = Сейчас нужно { $phase ->
    [flywheels] расставить маховики сна
    [start] выложить жетон сонного песка, разыграть карту встречи или выбрать маховик
    [token] выбрать карту для жетона
    [steps] выбрать, на сколько шагов сдвинуть маховик
    [pay] выбрать жетоны, которыми вы платите за дополнительные шаги
    [attach] выбрать, куда в сновидении пойдёт карта
    [keep] оставить одну из вытянутых карт встреч
    [after] разыграть карту встречи или закончить ход
    [extra] выбрать маховик для шага Блуждающей звезды
    [dust] выбрать жетон для Золотой пыли
    [dust_target] выбрать карту для Золотой пыли
    [mend] выбрать разрыв, который нужно залатать
    [rob] выбрать, кого ограбить
   *[other] подождать
}.
game-somnikum-not-a-move = Такого хода в Сомникуме нет.
game-somnikum-not-now = Сейчас такой выбор невозможен. { $now }
game-somnikum-too-many-steps = Сдвинуть маховик можно не больше чем на { $most } { $most ->
    [one] шаг
    [few] шага
    [many] шагов
   *[other] шага
}: первые { $free } бесплатно, каждый следующий стоит один из ваших жетонов сонного песка (их у вас { $tokens }), а один шаг — это одна карта на поле.
game-somnikum-level-full = На { $level }-м уровне нет места: карта туда кладётся только под следующую пару карт уровнем выше, между которыми нет разрыва.
game-somnikum-particle-added = В этот ход вы уже добавили частицу сна.
game-somnikum-no-such-token = У вас нет жетона сонного песка с такой частицей.
game-somnikum-token-fits-nothing = Этот жетон не подходит ни к одной из ваших крайних правых карт: на карту другого сюжета нужны два одинаковых жетона (один возвращается в мешок).
game-somnikum-token-where = Жетон можно выложить только на последнюю карту одного из ваших рядов, а на карту другого сюжета — только вернув второй такой же жетон.
game-somnikum-encounter-not-held = У вас нет этой карты встречи.
game-somnikum-encounter-not-now = Сейчас разыграть карту встречи нельзя. { $now }
game-somnikum-encounter-round-over = После вашей карты на поле осталось столько карт, сколько игроков: раунд заканчивается сразу (условие А), поэтому карты встреч больше разыгрывать нельзя. Закончите ход.
game-somnikum-encounter-no-effect = Сейчас эта карта встречи ничего не даст, поэтому разыграть её нельзя.
game-somnikum-keep-drawn = Оставьте одну из только что вытянутых карт встреч.
game-somnikum-rob-whom = Выберите другого игрока, у которого есть хотя бы один жетон сонного песка.
game-somnikum-no-break = Слева от этой карты в вашем сновидении нет разрыва.
game-somnikum-gap-range = Выберите промежуток от 0 до { $last }.

# Список имён: $head, затем остальное ($tail).
game-list = { $head }, { $tail }
# Darkly Dreaming: сон — dream; виды снов: Глубины (D), Зависть (E), Клетки (C), Первобытное (P);
#   Кошмар — Nightmare; сновидец — dreamer; карта сновидца — dreamer card; метка сна — sleep marker;
#   стопка теней — shadow pile; стопка охоты — hunt pile; перебросить — reroll; место N — seat N.
game-darkly-dreaming-kind = { $kind ->
    [D] Глубины
    [E] Зависть
    [C] Клетки
   *[P] Первобытное
}
game-darkly-dreaming-not-a-move = Такого хода в Darkly Dreaming нет.
game-darkly-dreaming-must-sleep = Ваша метка сна на отметке { $limit }: нужно спать.
game-darkly-dreaming-return-count = Замешайте обратно ровно столько вытянутых снов: { $count }.
game-darkly-dreaming-return-drawn = Замешать обратно можно только вытянутые вами сны: { $dreams }.
game-darkly-dreaming-target-in-game = Кошмар бросает кубики только за сновидца, который ещё в игре.
game-darkly-dreaming-not-on-card = Этого сна нет на карте сновидца на месте { $dreamer }.
game-darkly-dreaming-primeval-empty = Тень Первобытного переносит сон только из одной из ваших стопок теней, а эта стопка пуста.
game-darkly-dreaming-become-largest = Вы становитесь Кошмаром своей самой большой ещё не занятой стопки теней: { $kinds }.
game-darkly-dreaming-now = Сейчас нужно { $kind ->
    [return] выбрать, какие вытянутые сны замешать обратно в колоду
    [target] выбрать сновидца, за которого бросается сон
    [envy] выбрать сон на карте сновидца на месте { $dreamer }, который нужно перебросить
    [primeval] решить, переносить ли сон из стопки теней в стопку охоты
    [nm_envy] выбрать, как ударит Кошмар Зависти
    [envy_two] выбрать сны, которые нужно перебросить
    [nm_depths] выбрать, какой из двух выброшенных снов вернётся назад
    [nm_primeval] решить, переносить ли сон Первобытного на 2 очка в стопку охоты
    [become] выбрать, каким Кошмаром стать
   *[sleep] выбрать: спать или не спать дальше
}.

# Somna: Демон Снов — Dream Demon; Ведьма — Witch; Зверь — Beast; Охотник на ведьм — Witch Hunter;
#   Священник — Priest; Аптекарь — Apothecary; Фанатик — Zealot; Торговец — Monger;
#   Любопытный — Curious One; Житель — Villager; сила — power; ночь/день — night/day;
#   номинировать — nominate; обвиняемый — the accused; оправдание — plea; костёр — pyre;
#   финальное голосование — final vote; саботировать казнь — sabotage an execution; порча — hex.
game-somna-power = { $power ->
    [seduce] Соблазнить Ведьму
    [corrupt] Обратить Зверя
    [hex] Порча
    [bless] Благословить дом
    [guard] Встать на стражу
    [slay] Убить
    [maul] Растерзать
    [poison] Отравить
    [vigilante] Покарать самосудом
    [elixir] Эликсир
    [spell] Заклинание (это Демон?)
    [check] Проверка на колдовство
   *[peek] Подсмотреть карту роли
}
game-somna-not-a-move = Такого хода в Somna нет.
game-somna-dead-wait = Мёртвые не участвуют ни в ночи, ни в голосованиях; вы по-прежнему можете наблюдать и говорить с духами.
game-somna-plea-wait = Обвиняемый оправдывается: голосование откроется, когда он закончит.
game-somna-ended-day-wait = Вы завершили день: дождитесь остальных или финального голосования.
game-somna-not-your-power = У вашей роли нет такой силы.
game-somna-resisted = Эта душа этой ночью устояла перед вами: выберите кого-нибудь другого.
game-somna-first-night-demon-only = В первую ночь действует только Демон Снов: он должен соблазнить Ведьму.
game-somna-power-unavailable = «{ $power }» сейчас недоступно: сила израсходована или её время ещё не пришло.
game-somna-bad-target = Этого игрока нельзя выбрать для этой силы.
game-somna-first-night-seduce = В первую ночь Демон Снов должен кого-нибудь соблазнить.
game-somna-night-only-powers = Сейчас ночь: можно использовать только ночные силы.
game-somna-day-no-powers = Сейчас день: ночные силы ждут наступления ночи.
game-somna-nominations-closed = Сейчас номинировать нельзя.
game-somna-nominate-self = Нельзя номинировать самого себя.
game-somna-nominate-living = Номинировать можно только живого игрока.
game-somna-final-not-started = Финальное голосование ещё не началось.
game-somna-pick-living = Выбрать можно только живого игрока.
game-somna-sabotage-monger = Саботировать казнь может только Торговец: один раз за игру и только если на него не наложена порча.
game-somna-no-vote = Сейчас голосования нет.
game-somna-not-now-day = В это время дня так сделать нельзя.

# Имена Сомникума: частицы сна (по правилам: русалка, туча, осьминог, дракон) и карты встреч.
game-somnikum-particle = { $particle ->
    [dragon] дракон
    [castle] замок
    [princess] принцесса
    [unicorn] единорог
    [crown] корона
    [fairy] фея
    [golden_key] золотой ключ
    [apple] яблоко
    [octopus] осьминог
    [mermaid] русалка
    [fish] рыба
    [shell] ракушка
    [turtle] черепаха
    [crab] краб
    [whale] кит
    [anchor] якорь
    [cloud] туча
    [rocket] ракета
    [planet] планета
    [comet] комета
    [moon] луна
    [alien] инопланетянин
    [ufo] НЛО
   *[astronaut] космонавт
}
game-somnikum-encounter = { $encounter ->
    [E01] Мешочек Песочного человека
    [E02] Мешочек Песочного человека
    [E03] Мешочек Песочного человека
    [E04] Попутный ветер
    [E05] Попутный ветер
    [E06] Обратный ход
    [E07] Обратный ход
    [E08] Штопальная нить
    [E09] Штопальная нить
    [E10] Золотая пыль
    [E11] Золотая пыль
    [E12] Ловец снов
    [E13] Ловец снов
    [E14] Блуждающая звезда
    [E15] Похититель песка
    [E16] Похититель песка
    [E17] Песочные часы
    [E18] Песочные часы
    [E19] Фея-крёстная
    [E20] Морской царь
    [E21] Звёздный штурман
    [E22] Ночник
    [E23] Созвездие
   *[E24] Хранитель песка
}

# Подсказки ботов: ключ hint-<игра>-<причина>, переменные названы как данные подсказки.
hint-somnia-only-card = «{ $card }» — единственная карта, которую вы можете сыграть.
hint-somnia-take = Возьмите взятку картой «{ $card }»: в разыгранных отсюда раздачах лучше всего выходит, когда она ваша.
hint-somnia-duck = Сыграйте «{ $card }» и отдайте взятку: в разыгранных отсюда раздачах лучше всего выходит без неё.
hint-somnia-set-nightmare = Сыграйте «{ $card }»: сделать масть «{ $suit }» Кошмаром сейчас оказалось лучше всего в разыгранных отсюда раздачах.
hint-somnia-lead = Зайдите с карты «{ $card }»: из ваших заходов она показала себя лучше всех в разыгранных отсюда раздачах.
hint-traumland-only = «{ $card }» — единственная карта, которую вы можете сыграть.
hint-traumland-play = Сыграйте «{ $card }»: из ваших ходов этот показал себя лучше всех в разыгранных отсюда раундах.
hint-traumland-pass = Пас: в разыгранных отсюда раундах лучше выходило, когда вы придерживали карты.
hint-somnikum-plan = Возьмите { $card } и присоедините к { $level }-му уровню: ваше сновидение будет стоить около { $worth } ПО.
hint-somnikum-token = Сначала выложите жетон «{ $particle }» на крайнюю правую карту: карта, которую вы возьмёте следом, сможет её продолжить.
hint-somnikum-play = Разыграйте «{ $encounter }» сейчас: это поможет ходу, который вы собираетесь сделать.
hint-somnikum-keep = Оставьте «{ $encounter }».
hint-somnikum-end = Закончите ход: ни одна из ваших карт встреч сейчас не поможет.
hint-somnikum-flywheels = Поставьте маховики сюда.
hint-somnikum-pay = Заплатите жетоном «{ $particle }»: он вам нужен меньше всего.
hint-somnikum-default = Лучший шаг для плана этого хода.
hint-darkly-dreaming-stay-awake = Не спите: ещё { $dice } { $dice ->
    [one] кубик стоит
    [few] кубика стоят
    [many] кубиков стоят
   *[other] кубика стоят
} около { $gain } очка при риске { $risk }% потерять сон.
hint-darkly-dreaming-sleep = Спите: ещё { $dice } { $dice ->
    [one] кубик поставит
    [few] кубика поставят
    [many] кубиков поставят
   *[other] кубика поставят
} ваш сон под угрозу ({ $risk }% потерять его) ради примерно { $gain } очка.
hint-darkly-dreaming-must-sleep = Спите: ваша метка сна дошла до предела.
hint-darkly-dreaming-return = Замешайте обратно: { $dreams }. Эти сны опаснее всего для ваших стопок.
hint-darkly-dreaming-envy = Перебросьте этот сон: он дороже всего обходится месту { $dreamer }.
hint-darkly-dreaming-envy-own = Перебросьте этот сон: он худший на вашей карте.
hint-darkly-dreaming-primeval = Перенесите сон из стопки теней в стопку охоты: вашей стопке теней не хватает одного сна, чтобы превратить вас в Кошмар.
hint-darkly-dreaming-decline = Откажитесь: ваша стопка охоты ближе к пределу, чем стопки теней.
hint-darkly-dreaming-target = Бросайте за место { $target }: у этого сновидца больше всего очков.
hint-darkly-dreaming-become = Станьте Кошмаром вида «{ $kind }»: его тени другие выбрасывают чаще всего.
hint-darkly-dreaming-nightmare = При нынешнем раскладе это наименее вредный для вас выбор.
hint-somna-sleep = Этой ночью ничего не выиграть: спите.
hint-somna-seduce = Соблазните игрока { $seat }: ничто не указывает на то, что у него есть роль.
hint-somna-kill-danger = { $seat } опаснее всех для вашей стороны: этот игрок обвинял вашу сторону или у него есть роль.
hint-somna-kill = Ударьте по игроку { $seat }: деревня ему доверяет и не подозревает его.
hint-somna-spell = Наложите Заклинание на игрока { $seat }, чтобы узнать, не Демон ли он.
hint-somna-hex = Наведите порчу на игрока { $seat }: он угрожает вашей стороне, так что пусть его сила этой ночью не сработает.
hint-somna-check = Проверьте игрока { $seat }: из тех, кого вы ещё не проверяли, он выглядит подозрительнее всех.
hint-somna-peek = Подсмотрите карту игрока { $seat }: из тех, чью карту вы ещё не видели, он выглядит подозрительнее всех.
hint-somna-bless = Благословите игрока { $seat }: этой ночью Демон скорее всего нацелится на него.
hint-somna-guard = Охраняйте игрока { $seat }: уберегите того, кому доверяете, от самосуда.
hint-somna-poison = Отравите игрока { $seat }: улики указывают на него больше, чем на кого-либо.
hint-somna-elixir = Верните игрока { $seat }: его убили ночью, значит, он не Демон.
hint-somna-strike = Покарайте игрока { $seat }: улики указывают на него больше, чем на кого-либо.
hint-somna-wait = Улик слишком мало, чтобы действовать: приберегите силу на потом.
hint-somna-nominate-known = Вы точно знаете, что { $seat } на стороне зла: номинируйте этого игрока.
hint-somna-nominate-found = Ваша проверка нашла колдовство у игрока { $seat }: номинируйте его.
hint-somna-nominate = Номинируйте игрока { $seat }: голоса, смерти и обвинения указывают на него сильнее всего.
hint-somna-nominate-cover = Номинируйте игрока { $seat }: деревня его уже подозревает.
hint-somna-end-day = Никто не выделяется настолько, чтобы его номинировать: завершите день.
hint-somna-end-plea = Вы сказали всё, что хотели: завершите оправдание.
hint-somna-vote-yes = Голосуйте «за»: { $seat } среди тех, на кого указывают улики.
hint-somna-vote-self = Голосуйте «против»: обвиняют вас.
hint-somna-vote-no = Голосуйте «против»: улики указывают на других больше, чем на игрока { $seat }.
hint-somna-vote-known-yes = Голосуйте «за»: вы знаете, что { $seat } на стороне зла.
hint-somna-vote-known-no = Голосуйте «против»: вы знаете, что { $seat } не Демон.
hint-somna-vote-side = Голосуйте так, как нужно вашей стороне: ей выгодно, чтобы { $seat } отправился на костёр.
hint-somna-shield = Голосуйте «против»: { $seat } не должен сгореть.
hint-somna-pick = Выберите игрока { $seat }: из всех живых улики указывают на него сильнее всего.
hint-somna-pick-known = Выберите игрока { $seat }: вы точно знаете, что он на стороне зла.
hint-somna-pick-cover = Выберите игрока { $seat }: деревня подозревает его больше всех, и он не на вашей стороне.
hint-somna-abstain = Больше выбрать некого: воздержитесь.
hint-somna-watch = Пусть костёр горит.
hint-somna-sabotage = Сорвите казнь: вы знаете, что { $seat } на стороне деревни.

# Names and texts the engines' data gives, by code, for the screens: an encounter card's text (by id),
# Somnia's deal endings (the event's ending_key), Somna's roles (role codes).
game-somnikum-encounter-text = { $encounter ->
    [E01] Вытяните из мешка 2 случайных жетона сонного песка.
    [E02] Вытяните из мешка 2 случайных жетона сонного песка.
    [E03] Вытяните из мешка 2 случайных жетона сонного песка.
    [E04] В этот ход у маховика ещё 2 бесплатных шага. Жетоны вы по-прежнему получаете, только если сдвинули маховик на 1 или 2 шага.
    [E05] В этот ход у маховика ещё 2 бесплатных шага. Жетоны вы по-прежнему получаете, только если сдвинули маховик на 1 или 2 шага.
    [E06] В этот ход двигайте выбранный маховик против часовой стрелки, а не по ней (стоимость и получаемые жетоны те же).
    [E07] В этот ход двигайте выбранный маховик против часовой стрелки, а не по ней (стоимость и получаемые жетоны те же).
    [E08] Уберите один жетон разрыва из своего сновидения и верните его в мешок. Теперь сон между этими двумя картами непрерывен.
    [E09] Уберите один жетон разрыва из своего сновидения и верните его в мешок. Теперь сон между этими двумя картами непрерывен.
    [E10] Выложите один жетон сонного песка из своего запаса на крайнюю правую карту своего сновидения любого сюжета, потратив всего один жетон. Это действие — в дополнение к необязательному.
    [E11] Выложите один жетон сонного песка из своего запаса на крайнюю правую карту своего сновидения любого сюжета, потратив всего один жетон. Это действие — в дополнение к необязательному.
    [E12] Возьмите 2 карты встреч: одну оставьте, другую сбросьте.
    [E13] Возьмите 2 карты встреч: одну оставьте, другую сбросьте.
    [E14] Присоединив карту в этот ход, сдвиньте любой маховик ровно на 1 шаг (бесплатно, жетоны не выдаются), возьмите эту карту и присоедините её по обычным правилам (включая символ встречи). Затем проверьте условия конца раунда.
    [E15] Возьмите 1 случайный жетон сонного песка из запаса другого игрока.
    [E16] Возьмите 1 случайный жетон сонного песка из запаса другого игрока.
    [E17] В каждый ваш ход 4-й шаг маховика тоже бесплатный.
    [E18] В каждый ваш ход 4-й шаг маховика тоже бесплатный.
    [E19] Вы можете выложить жетон сюжета «сказка» на карту любого сюжета, потратив всего один жетон.
    [E20] Вы можете выложить жетон сюжета «подводный мир» на карту любого сюжета, потратив всего один жетон.
    [E21] Вы можете выложить жетон сюжета «космос» на карту любого сюжета, потратив всего один жетон.
    [E22] При финальном подсчёте на каждой вашей карте кошмара на 1 глаз меньше (но не меньше 0).
    [E23] При финальном подсчёте +2 ПО за каждый ряд вашего сновидения, в котором не меньше 3 карт и нет разрывов.
   *[E24] При финальном подсчёте +1 ПО за каждые 3 жетона сонного песка в вашем запасе.
}
game-somnia-ending = { $ending ->
    [captive] Пленник сна
    [black_string] Чёрная нить
    [sleepless] Бессонное дитя
    [dreamless] Дитя без снов
    [between] Между сном и рассветом
    [monopoly] Монополия
    [solitude] Одиночество
   *[two_black_strings] Две чёрные нити
}
game-somna-role = { $role ->
    [demon] Демон Снов
    [witch] Ведьма
    [beast] Зверь
    [witch_hunter] Охотник на ведьм
    [priest] Священник
    [apothecary] Аптекарь
    [zealot] Фанатик
    [monger] Торговец
    [curious_one] Любопытный
   *[villager] Житель
}

# Описания параметров стола (не длиннее 100 символов: это описания опций слэш-команды). Рассказчик — Storyteller.
game-darkly-dreaming-option-goal = Очки в стопке очков, с которых начинается последний раунд (по правилам 15).
game-somna-option-advanced = Продвинутый режим: в игре есть Любопытный, а Демон может создать Зверя.
game-somna-option-reveal-roles-on-death = Объявлять роль каждого погибшего игрока.
game-somna-option-storyteller-hints = На каждом рассвете Рассказчик намекает на одну роль в игре (но не на того, у кого она).
game-somna-option-night-seconds = Длина ночи в секундах.
game-somna-option-day-seconds = Время на номинации каждый день, в секундах.
game-somna-option-plea-seconds = Время на оправдание обвиняемого, в секундах.
game-somna-option-vote-seconds = Длина голосования в секундах.
game-somna-option-min-players = Минимум игроков (5 или 6 для лёгких игр: Демон, Охотник на ведьм, Священник, Аптекарь).
game-somnia-option-allow-revoke = Строгое правило: разрешить и ренонс (не в масть, когда она есть); каждый стоит фишку жизни.
game-somnikum-option-discovery-18 = 18 карт встреч английского издания (Discovery) вместо 24 русских.
game-traumland-option-most-beyond-12 = Официальный вариант: никто не выбывает на 12; побеждает высший уровень после раунда с 12+.
game-traumland-option-lone-player-ends-round = Домашнее правило: раунд кончается, когда в нём остался один игрок (прочие выбыли на 12).

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
bot-button-back = Я вернулся
# A menu of more than 25 choices, cut in parts: "Play a card (26-50)".
bot-select-part = { $group } ({ $first }–{ $last })
bot-table-not-running = Эта игра уже не идёт.

## commands

## help and rules

## lobby and rematch

# Glossary (lobby, rematch, replay): table = стол; lobby = лобби; host = хозяин;
# Join = **Войти**, Play again = «Сыграть ещё» (the buttons in ## screens);
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
lobby-cancelled = Хозяин отменил это лобби.
lobby-begins = 🌙 { $game }: игра начинается! { $players }
lobby-began-below = 🌙 { $game }: игра началась, стол — в сообщении ниже.
lobby-in-progress-title = { $game }: идёт игра
lobby-in-progress-description =
    Игра идёт в <#{ $channel }>: { $players }.
    Следите за ней там; когда она закончится, итог появится здесь. Этот канал свободен для новой игры через /play.

# rematch (cogs/rematch.py): Play again and Ping me for the next game
rematch-ping-call = 🔔 { $mentions }: открыт стол **{ $game }**, нажмите **Войти**. (Вы просили звать вас; `/preferences ping:False game:{ $game }` это отключит.)
rematch-finished-only = «Сыграть ещё» работает, только когда игра окончена.
rematch-players-only = Нажать «Сыграть ещё» могут только участники этой игры. Откройте свой стол командой /play.
rematch-already = «Сыграть ещё» уже нажали, новый стол здесь: { $link }
rematch-missing-permissions = Я не могу открыть здесь стол: в этом канале у меня нет прав { $permissions }.
rematch-channel-busy = В <#{ $channel }> уже есть открытый стол ({ $link }). Доиграйте его, а потом нажмите «Сыграть ещё».
rematch-invite = 🔁 **{ $name }** хочет ещё раз сыграть в **{ $game }**: { $mentions }, нажмите **Войти**.
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

# Кнопка подсказки (cogs/hints.py) и пометка бота в строке результата.
play-hint-button = Подсказка
play-hint-line = 💡 **Подсказка**: сильный бот сыграл бы **{ $label }**.
play-hint-moved-on = (Пока вы спрашивали, игра ушла вперёд: проверьте свои варианты.)
play-hint-rated = Подсказки есть только за тренировочными столами (стол с ботом или /play с practice): эта игра идёт в рейтинг, поэтому я ничего не покажу.
play-hint-not-now = Сейчас вам нечего решать: попросите подсказку, когда будет ваш ход.
play-hint-failed = Не получилось вовремя найти подсказку. Ваши варианты не изменились; попробуйте ещё раз чуть позже.
play-game-not-running = Эта игра уже не идёт.
play-result-bot-played = · 🤖 за отсутствующего игрока играл бот
play-result-bot-played-to-end = · 🤖 за отсутствующего игрока играл бот (до конца: засчитано как поражение)

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
