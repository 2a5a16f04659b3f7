## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## screens (router, table message, channel, DMs, results)

play-pick-one = Выберите ровно один вариант.
play-cancelled = Отменено: ничего не сыграно.
play-saved-slowly = ✅ Сохранено, всё засчитано. В этот раз сохранение заняло больше времени, чем обычно.
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
lobby-no-threads = Мне нельзя создавать здесь ветки (**Создавать публичные ветки** и **Отправлять сообщения в ветках**), поэтому этот стол будет играть прямо в канале. Модератор может выдать эти права, или используйте `/play … thread:False`, чтобы столы оставались здесь.
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
lobby-option = { $name ->
    [allow_revoke] разрешить ренонс
    [most_beyond_12] больше всех за 12
    [lone_player_ends_round] последний игрок завершает раунд
    [advanced] продвинутые правила
    [reveal_roles_on_death] раскрывать роль после смерти
    [storyteller_hints] подсказки Рассказчика
    [night_seconds] секунд на ночь
    [night_min_seconds] самая короткая ночь
    [spirits_see_roles] духи видят роли
    [day_seconds] секунд на день
    [plea_seconds] секунд на оправдание
    [vote_seconds] секунд на голосование
    [min_players] минимум игроков
    [discovery_18] открытие 18
    [goal] цель
   *[other] { $name }
  }
lobby-option-value = { $value ->
    [true] да
    [false] нет
   *[other] { $value }
  }
lobby-time = { $stage ->
    [night] ночь
    [nominations] выдвижения
    [plea] оправдание
    [vote] голосование
    [final_vote] финальное голосование
    [pyre] костёр
   *[other] { $stage }
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
game-somna-pick-tied = В переголосовании можно выбрать только одного из игроков с равным числом голосов.
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
game-somna-option-night-min-seconds = Кратчайшая ночь в секундах; затем она кончается через несколько секунд после последнего ответа.
game-somna-option-spirits-see-roles = Мёртвые видят все роли в ветке духов.
game-somna-option-day-seconds = Время на номинации каждый день, в секундах.
game-somna-option-plea-seconds = Время на оправдание обвиняемого, в секундах.
game-somna-option-vote-seconds = Длина голосования в секундах.
game-somna-option-min-players = Минимум игроков (5 или 6 для лёгких игр: Демон, Охотник на ведьм, Священник, Аптекарь).
game-somna-option-pace = Темп: quick, standard или relaxed; задаёт время, которое вы не указали сами.
game-somnia-option-allow-revoke = Строгое правило: разрешить и ренонс (не в масть, когда она есть); каждый стоит фишку жизни.
game-somnikum-option-discovery-18 = 18 карт встреч английского издания (Discovery) вместо 24 русских.
game-traumland-option-most-beyond-12 = Официальный вариант: никто не выбывает на 12; побеждает высший уровень после раунда с 12+.
game-traumland-option-lone-player-ends-round = Домашнее правило: раунд кончается, когда в нём остался один игрок (прочие выбыли на 12).

## bot (store, tables, errors)

# Глоссарий: table — стол, lobby — лобби, thread — ветка, server — сервер.
admin-no-table = В этом канале нет стола.
admin-no-table-threads = В этом канале нет стола. Его игры идут в ветках ({ $threads }): используйте /table end там.
admin-table-ended = { $user } завершил(а) стол игры { $game }. Результаты не записаны.
admin-table-ended-title = { $game }: завершено
admin-table-ended-card = Завершено в { $channel } без результатов.
admin-table-forfeit = { $user } завершил(а) стол игры { $game }: это сдача, поражение засчитано только { $user }{ $rating }. Ни у кого больше рейтинг, статистика и история не меняются.
admin-table-forfeit-card = Завершено в { $channel }: { $user } сдал(а) игру.
admin-gone-channel-deleted = его канал удалён
admin-gone-thread-deleted = его ветка удалена
admin-gone-dm = { $stage ->
    [game] Ваша игра { $game } завершена: { $why }. Результаты не записаны; начните новую через /play.
   *[lobby] Ваше лобби { $game } закрыто: { $why }. Результаты не записаны; начните новую игру через /play.
}
error-not-seated-running = Вы не участвуете в этой игре; можете смотреть её здесь и присоединиться к следующей через /play.
error-table-already-over = Эта игра уже окончена: она завершилась (или была закрыта) только что, и её итоги остаются в силе.
error-not-seated-lobby = Вы не сидите за этим столом. Нажмите кнопку «Присоединиться» в лобби, пока игра не началась.
error-not-your-turn = Сейчас не ваш ход. Я позову вас, когда он наступит.
error-stale-choice = Этот выбор — с прошлого хода. Нажмите **Мои карты**, чтобы увидеть свои текущие варианты.
error-stale-choice-button = Этот выбор — с прошлого хода. Нажмите **{ $label }** в сообщении стола, чтобы увидеть свои текущие варианты.
error-already-done = Это уже сделано: ваш выбор засчитан один раз.
error-already-done-button = Это уже сделано: ваш выбор засчитан один раз. Нажмите **{ $label }**, чтобы увидеть свои текущие варианты.
error-not-a-choice = Такого варианта у вас нет. Нажмите **Мои карты**, чтобы увидеть, что вы можете сделать сейчас.
error-table-gone = Этот стол уже закрыт. Начните новый через /play.
error-save-failed = Не удалось это сохранить, поэтому ничего не изменилось. Попробуйте ещё раз.
error-no-such-game = Игры { $game } нет.
error-channel-busy = В этом канале уже есть стол. Сначала доиграйте или завершите его.
error-channel-busy-with = { $state ->
    [lobby] В этом канале уже есть лобби { $game }: { $where }. Доиграйте или попросите хозяина стола его завершить.
   *[game] В этом канале уже идёт игра { $game }: { $where }. Доиграйте или попросите хозяина стола её завершить.
}
error-lobby-closed = Это лобби уже началось или закрыто.
error-already-seated = Вы уже сидите за этим столом.
error-table-full = Этот стол заполнен.
error-bot-levels = Бот играет на одном из уровней: { $levels }.
error-host-cannot-leave = Вы хозяин стола: чтобы закрыть лобби, нажмите «Отмена».
error-host-only = { $action ->
    [add-bot] Добавить бота может только хозяин стола или участник с правом «Управлять сервером».
    [start] Начать игру может только хозяин стола или участник с правом «Управлять сервером».
    [cancel] Отменить лобби может только хозяин стола или участник с правом «Управлять сервером».
   *[end] Завершить стол может только хозяин стола или участник с правом «Управлять сервером».
}
error-too-few-players = { $game }: нужно не меньше { $needed ->
    [one] { $needed } игрока
    [few] { $needed } игроков
    [many] { $needed } игроков
   *[other] { $needed } игрока
}; сейчас за столом { $seated }.
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

# Глоссарий: table — стол, game — игра (партия), turn/decision — ход, thread — ветка, server — сервер,
# settings — настройки, preferences — предпочтения, leaderboard — рейтинг. Названия игр не переводятся.
command-play-name = играть
command-play-description = Открыть стол для одной из игр снов
command-play-somnia-description = Somnia, игра на взятки (2–4 игрока)
command-play-traumland-description = Traumland, игра на сброс: избавьтесь от карт (2–4 игрока)
command-play-somna-description = Somna, игра на дедукцию, историю ведёт бот (7–20 игроков)
command-play-somnikum-description = Somnikum, выбор снов из круга (2–4 игрока)
command-play-darkly-dreaming-description = Darkly Dreaming, испытай удачу против кошмаров (2–4 игрока)
command-option-turn-time-description = Секунд на ход (по умолчанию: настройка сервера или игры)
command-option-thread-description = Играть в отдельной ветке (по умолчанию: /settings сервера, включено)
command-option-practice-description = Тренировочный стол: без рейтинга, с кнопкой подсказки (как и столы с ботом)
command-stats-name = статистика
command-stats-description = Сыгранные партии, победы и места по каждой игре
command-stats-user-description = Чья статистика (по умолчанию ваша)
command-stats-game-description = Только эта игра
command-leaderboard-name = рейтинг
command-leaderboard-description = Лучшие по рейтингу игроки игры, здесь или везде
command-leaderboard-board-description = Таблица этого сервера (по умолчанию) или общая
command-option-game-description = Какая игра
command-choice-server-name = Этот сервер
command-choice-global-name = Общий
command-history-name = история
command-history-description = Ваши последние завершённые партии
command-help-name = помощь
command-help-description = Что умеет этот бот и его команды
command-rules-name = правила
command-rules-description = Как играть в игру
command-table-name = стол
command-table-description = Стол этого канала
command-table-end-name = завершить
command-table-end-description = Завершить стол этого канала (игрок рейтинговой игры этим сдаётся)
command-settings-name = настройки
command-settings-description = Настройки сервера для игр снов
command-settings-turn-time-description = Секунд на ход по умолчанию (15–86400)
command-settings-threads-description = Каждый стол — в своей ветке (по умолчанию включено, где я могу создавать ветки)
command-settings-language-description = Язык сообщений столов здесь (automatic — язык сервера)
command-choice-automatic-name = автоматически
command-preferences-name = предпочтения
command-preferences-description = Ваши личные настройки для игр снов
command-preferences-ask-forced-description = Спрашивать, даже если у меня один допустимый ход (по умолчанию он делается сам)
command-preferences-ping-description = Звать меня, когда на этом сервере открывают стол игры ниже (по желанию)
command-preferences-game-description = Игра, к которой относится ping:
command-preferences-language-description = Язык, на котором я вам отвечаю (automatic — язык вашего Discord)
command-replay-name = повтор
command-replay-description = Пересмотреть завершённую партию ход за ходом
command-replay-table-description = Номер стола партии (см. /history); начните вводить, чтобы выбрать свою
command-privacy-name = конфиденциальность
command-privacy-description = Что я храню о вас, и как это удалить

## help and rules

# /help и /rules. Строка страницы правил, начинающаяся с ** (или * [ .), открывается литералом {"**"}:
# Fluent резервирует эти символы в начале строки.
# Глоссарий (как в словаре движков выше): раздача (deal), взятка (trick), заход (lead), отвечать в масть (follow),
# Кошмар (Nightmare, козырь Сомнии), фишка жизни (life chip), ренонс (revoke); Traumland: уровень (level),
# Божество (Divine), Сновидец (Dreamer), карта 12 (12 card), пас (pass); «Сомникум» по русским правилам: маховик сна,
# карта сна, карта кошмара, жетон сонного песка, карта встречи, карта цели, частица сна, сюжет, разрыв, сновидение,
# уровень, ПО (победные очки), пустой оборот (blank back); Darkly Dreaming: сновидец, карта сновидца, метка сна,
# стопка очков/охоты/истощения/теней, кома (comatose), Кошмар; Сомна: Демон Снов, Ведьма, Зверь, Рассказчик,
# костёр (pyre), номинация, оправдание (plea), порча (Hex), Заклинание (Spell), Торговец (Monger), Фанатик (Zealot).
# Надписи кнопок «Join»/«Start» берутся ссылкой на лобби ({ lobby-join }), остальные пока английские, как в боте.
help-title = Dream Games
help-games = Игры: { $games }
help-game = **{ $title }** ({ $min }-{ $max })
help-commands =
    {"**"}/play <game>:** открыть стол в этом канале; друзья нажимают **{ lobby-join }**, хозяин стола — **{ lobby-start }**.
    {"**"}/rules game:** как играть в игру.
    {"**"}/stats [user] [game]:** результаты за всё время, рейтинги и достижения. **/history:** ваши последние партии. **/privacy:** что я храню о вас — и как это удалить.
    {"**"}/leaderboard game: [board]:** игроки с лучшим рейтингом на этом сервере или везде.
    {"**"}/replay table:** пересмотреть завершённую партию ход за ходом. **/preferences ping: game:** получать приглашения к новым столам.
    {"**"}/table end:** закрыть стол этого канала (хозяин стола или право «Управлять сервером»). Если так закрывает рейтинговую игру её участник, это сдача: поражение только ему. Если модератор, который не играет, ничего не записывается.
    {"**"}/settings turn_time:** время на решение по умолчанию на сервере, в секундах (право «Управлять сервером»).

    Во время партии вы только нажимаете кнопки: ваши карты или роль приходят в личные сообщения, а кнопка **{ bot-button-my-hand }** (в Сомне **{ somna-hand-label }**) под сообщением стола в любой момент покажет их снова. Если ваше время вышло, я сделаю за вас разумный ход; после двух пропусков подряд вы считаетесь отошедшим, пока не нажмёте **{ bot-button-back }**.
rules-button-previous = Назад
rules-button-next = Далее
rules-heading = { $game }: { $page }
rules-footer = Страница { $number } из { $count }
rules-not-yours = Откройте свою копию командой /rules.
rules-missing = Правил игры { $game } у меня пока нет; см. /help.


# /rules somnia: 5 pages (data/rules/somnia.toml counts them)
rules-somnia-1-title = Суть игры
rules-somnia-1-body =
    Карточная игра на взятки для **2–4 игроков** (Tarte Games, 2019), родственница швейцарского ясса.

    У каждого в начале **3 фишки жизни** ❤️❤️❤️. В каждой раздаче вы разыгрываете все свои карты во взятках и собираете очки карт (осколки снов). Наберёте слишком много — станете *Пленником сна*; наберёте поровну с кем-то — вас свяжет *Чёрная нить*; не возьмёте ни одной взятки — вы *Бессонное дитя*. Тот, на кого укажет итог раздачи, теряет фишку жизни.

    Раздачи продолжаются, пока у кого-нибудь в конце раздачи **не останется ни одной фишки жизни**. Побеждают игроки, у которых осталось больше всего фишек (при равенстве победа общая).

    {"**"}Раздача.** Втроём: по 12 карт (все 36). Вчетвером: по 9. Вдвоём: в игре только карты от 5 до 10, по 6 карт каждому, а остальные 12 лежат рубашкой вверх как колода добора. Сдающий каждую раздачу сдвигается на одно место влево; первым в первую взятку заходит игрок слева от сдающего.
rules-somnia-2-title = Карты и Кошмар
rules-somnia-2-body =
    36 карт четырёх мастей: 🟥 красная, 🟦 синяя, 🟩 зелёная и 🟨 жёлтая, достоинством **от 2 до 10**. На столе карта записывается как масть + достоинство: 🟥7 — красная семёрка.

    {"**"}Очки карт** (простая масть стоит 30):
    `карта  2 3 4 5  6  7 8 9 10`
    `очки   0 0 0 0 10  2 3 4 11`

    {"**"}Кошмар** (козырь). В начале раздачи козыря нет. *Первая карта не в масть захода* сразу делает свою масть Кошмаром — уже в этой взятке и до конца раздачи. На столе Кошмар отмечен 🌙.

    В масти Кошмара две карты поднимаются: **7 становится старшей картой (ранг 12, стоит 20 очков)**, а **5 — второй по старшинству (ранг 11, стоит 13)**. Порядок в Кошмаре от старшей к младшей: 7, 5, 10, 9, 8, 6, 4, 3, 2. Тогда масть стоит 61 очко, и в раздаче всего 151 очко (120, если Кошмар так и не появился).

    Очки считаются по Кошмару, каким он стал к концу раздачи: семёрка, взятая раньше, принесёт 20 очков, если её масть позже станет Кошмаром.
rules-somnia-3-title = Как разыгрывается взятка
rules-somnia-3-body =
    Заходящий кладёт любую карту; затем по очереди (по часовой стрелке) каждый игрок:

    • **Отвечает в масть захода**, если может.
    • **Карту Кошмара можно сыграть всегда**, даже если есть карта в масть.
    • **Нельзя подкозыривать ниже:** карта Кошмара на заход простой мастью должна побить все карты Кошмара, уже лежащие во взятке, если только у вас на руке не одни карты Кошмара.
    • Если зашли Кошмаром, можно сыграть любую карту Кошмара, а семёрку Кошмара отдавать не обязательно никогда: если это ваша единственная карта Кошмара, можно сыграть что угодно.
    • Если ответить в масть нечем, играйте любую карту (пока Кошмара нет, эта карта его и назначит).

    Взятку забирает старшая карта Кошмара; если её нет — старшая карта масти захода. Победитель забирает карты **в открытую** (все видят на столе каждую стопку взяток и её очки) и заходит в следующую взятку.

    {"**"}Вдвоём:** после каждой взятки её победитель тянет верхнюю карту колоды, затем второй игрок, пока колода не кончится. Вытянутая карта приходит вам лично.
rules-somnia-4-title = Итоги раздачи и фишки жизни
rules-somnia-4-body =
    В конце раздачи каждый подсчитывает свои очки. Первое подходящее правило называет итог и того, кто теряет фишку:

    {"**"}Втроём**
    1. Игрок **без взяток** проигрывает: *Бессонное дитя*.
    2. Игрок, набравший **100 очков и больше**, проигрывает: *Пленник сна*.
    3. Игроки с **равными очками** проигрывают все: *Чёрная нить*.
    4. Иначе проигрывает **второй по очкам**: *Между сном и рассветом*.

    {"**"}Вчетвером**
    1. Набравший **86 и больше** проигрывает: *Пленник сна*; но если игрок взял **все очки**, проигрывают трое остальных: *Монополия*.
    2. У всех поровну: проигрывают все, *Чёрная нить*.
    3. Поровну у двух лидеров — проигрывает третий; поровну у двух последних — проигрывает второй (*Одиночество*); поровну в обеих парах — проигрывают все четверо (*Две чёрные нити*).
    4. Иначе проигрывают второй и третий: *Между сном и рассветом*.

    {"**"}Вдвоём**
    1. Набравший **86 и больше** проигрывает: *Пленник сна*.
    2. Очков поровну: проигрывают оба, *Чёрная нить*.
    3. Иначе проигрывает тот, у кого меньше очков: *Дитя без снов*.

    Если поровну у троих и больше или без взяток остались несколько игроков, проигрывают все они.
rules-somnia-5-title = Игра с этим ботом
rules-somnia-5-body =
    {"**"}Начало:** `/play somnia`, друзья нажимают **{ lobby-join }**, хозяин стола — **{ lobby-start }** (2–4 игрока). Параметр `allow_revoke` включает строгое правило ренонса (см. ниже).

    {"**"}Ваши карты** приходят в личные сообщения, отсортированные по масти и достоинству. Когда ваш ход, в личном сообщении есть **по кнопке на каждую карту, которую можно сыграть**; запрещённые правилами карты просто не предлагаются. Все кнопки карт серые (цветную кнопку можно принять за масть); на кнопке карты Кошмара это написано, например *жёлтая 7 🌙 Кошмар, ранг 12*. На картинке вашей руки каждая масть видна по цвету и форме (красная ▲, синяя ●, зелёная ◆, жёлтая ★), у каждой карты указаны её очки (число чертёнка), а Кошмар отмечен тёмной двойной рамкой и ярлыком с луной, на котором его козырный ранг (11 у пятёрки, 12 у семёрки); в ваш ход карты, которые можно сыграть, приподняты, остальные ниже, темнее и заштрихованы. Кнопка **Мои карты** под сообщением стола показывает то же самое в любой момент (пригодится, если личные сообщения закрыты).

    {"**"}Сообщение стола** показывает фишки жизни всех игроков, Кошмар (или *ещё не назначен*), текущую взятку — кто что сыграл, — каждую стопку взяток с её очками, чей ход и, при игре вдвоём, сколько карт осталось в колоде. После каждой взятки строка говорит, кто её взял и сколько она стоила; после каждой раздачи — итог, очки всех игроков и кто потерял фишку.

    {"**"}Ренонс** (только с `allow_revoke`): можно сыграть и карту, которую запрещают правила хода. Такие карты — красные кнопки в отдельной группе, и на них прямо написано: *Ренонс: сыграть красную 7 (вы сразу теряете фишку жизни)*. Карта считается сыгранной (она даже может назначить Кошмар), а фишка теряется сразу.

    {"**"}Время:** если ваше время вышло, я сыграю за вас тихую карту (младшую, которая не берёт взятку). После двух пропусков подряд вы считаетесь отошедшим, пока не нажмёте **Я вернулся**.

# /rules traumland: 5 pages (data/rules/traumland.toml counts them)
rules-traumland-1-title = Суть игры
rules-traumland-1-body =
    Карточная игра на взятки с восхождением для **2–4 игроков** (Piatnik, 1996, автор Хартмут Витт).

    Все начинают на **уровне 1**. Каждая выигранная взятка **сразу поднимает вас на один уровень**. Первый, кто достигнет **12**, получает **карту 12** 👑 и до конца раунда больше не играет. Если в том же раунде 12 достигнет кто-то ещё, карта 12 переходит к нему. Игра заканчивается вместе с раундом, в котором кто-то достиг 12, и **побеждает владелец карты 12**; остальные места распределяются по уровням (при равных уровнях место общее).

    Сообщение стола показывает уровень каждого игрока дорожкой из 12 клеток, например `▰▰▰▰▰▱▱▱▱▱▱▱` **5**/12, число карт на руке, взятки, выигранные в этом раунде, кто заходит, кто спасовал и у кого карта 12. На его картинке — верхняя карта и дорожка каждого игрока (золотые клетки до его уровня, корона на 12, стрелка у того, кто ходит).
rules-traumland-2-title = Карты и раздача
rules-traumland-2-body =
    {"**"}44 карты с числами**: от 1 до 11 четырёх цветов — 🟥 красного, 🟦 синего, 🟨 жёлтого и 🟩 зелёного.
    {"**"}4 Божества** ✨ и **4 Сновидца** 🌙, а также карта 12 (только знак победителя, её никогда не сдают).

    В каждом раунде уровень каждого игрока отмечается картой с числом, вынутой из колоды; остальные карты тасуются и сдаются: **по 20 карт** вдвоём, **по 16** втроём, **по 12** вчетвером. Сдача каждый раунд переходит влево.

    {"**"}Кто заходит в раунде**: игрок с наименьшим уровнем (среди равных — первый из них по часовой стрелке, считая слева от игрока с наибольшим уровнем). В первом раунде — игрок слева от сдающего.
rules-traumland-3-title = Взятка
rules-traumland-3-body =
    {"**"}Заход.** **Первый заход каждого раунда** может быть любой картой: картой с числом, Божеством ✨ или Сновидцем 🌙, объявленным любой картой с числом или Божеством. **Каждый следующий заход** (после выигранной взятки или после того, как кто-то достиг 12) делается картой с числом или Сновидцем, объявленным картой с числом; Божеством заходить можно, только если больше ничего нет. Божество на заходе, на которое никто не ответил единицей или Сновидцем, выигрывает взятку, и раунд заканчивается.

    {"**"}Дальше.** Ход идёт влево. В свой ход вы можете:
    • сыграть **карту того же цвета, что и верхняя, но с большим числом**;
    • сыграть **Божество** ✨ (на что угодно, кроме Божества);
    • сыграть **Сновидца** 🌙: на карту с числом он объявляется картой того же цвета и большего числа или Божеством; на Божество — любым цветом и числом;
    • на Божество можно положить только **единицу любого цвета** или Сновидца; после единицы взятка продолжается в её цвете;
    • или **спасовать**. Пас не выключает вас из взятки: когда ход вернётся, вы снова можете сыграть.

    {"**"}Выигрыш.** Когда ход возвращается к тому, чья карта лежит сверху, а все остальные с тех пор спасовали, он выигрывает взятку (один уровень, сколько бы в ней ни было карт) и заходит в следующую.
rules-traumland-4-title = Конец раунда
rules-traumland-4-body =
    Раунд заканчивается **сразу**, когда:
    • кто-то играет **последнюю карту с руки**: незаконченная взятка не достаётся **никому** (выход из раунда может лишить соперника взятки);
    • взятку выигрывает **Божество** (или Сновидец, объявленный Божеством), лежащее сверху.

    {"**"}Достижение 12.** Уровни растут сразу: как только вы достигли 12, вы берёте карту 12, ваши оставшиеся карты выходят из игры, и до конца раунда вы не играете; следующую взятку начинает игрок слева от вас. Если в раунде остался один игрок, каждая его карта на заходе сразу становится взяткой: эти заходы я быстро сыграю за него и покажу итог.

    Игра заканчивается вместе с раундом, в котором кто-то достиг 12.
rules-traumland-5-title = Игра с этим ботом
rules-traumland-5-body =
    {"**"}/play traumland** открывает стол; друзья нажимают **{ lobby-join }**, хозяин стола — **{ lobby-start }**.

    {"**"}Ваши карты** приходят в личные сообщения, отсортированные по цвету; карты, которые можно сыграть сейчас, выделены **жирным**. На картинке вашей руки они приподняты и чисты; остальные ниже, темнее и заштрихованы (можно прочитать, не различая цвета). У каждого цвета есть и форма: красный ▲, синий ●, зелёный ◆, жёлтый ★; Сновидец — луна среди звёзд, Божество — солнце. Кнопка **Мои карты** под сообщением стола в любой момент покажет их снова (только вам).

    {"**"}Ваш ход.** Вы получаете по кнопке на каждую карту, которую можно сыграть, и кнопку паса, когда можно спасовать. Когда можно сыграть Сновидца, вместо кнопок появляются меню: **пас или карта** (обычные карты) и **кем сыграть Сновидца** (на заходе — по цветам), где вы выбираете, чем будет ваш Сновидец: цвет и число (или *Божество*). Предлагаются только разрешённые ходы.

    После каждой взятки строка говорит, кто её выиграл и его новый уровень; после каждого раунда — уровни; в конце — места, которые сохраняются для **/stats** и **/leaderboard**.

    {"**"}Время.** Если ваше время вышло, я спасую за вас, когда можно пасовать, а иначе сыграю вашу младшую карту.

    {"**"}Параметры** (при открытии стола):
    • `most_beyond_12`: официальный вариант. На 12 никто не выбывает, уровни растут и дальше 12, а игра заканчивается с первым раундом, в конце которого у кого-то 12 или больше; побеждает наибольший уровень.
    • `lone_player_ends_round`: домашнее правило. Раунд заканчивается, как только в нём остаётся один игрок.

# /rules somnikum: 5 pages (data/rules/somnikum.toml counts them)
rules-somnikum-1-title = Суть игры
rules-somnikum-1-body =
    Игра о создании снов для **2–4 игроков** («Сомникум», GaGa Games, 2018; по-английски *Somnicum*). Песочный человек пропал, и теперь сны создаёте вы.

    В центре лежит **круг** из карт сна (16 при игре вдвоём, 21 — втроём, 24 — вчетвером) с двумя **маховиками сна**: ⚫ маховик 1 и ⚪ маховик 2, напротив друг друга. В свой ход вы сдвигаете один маховик по часовой стрелке, забираете карту, на которой он остановился, и присоединяете её к **своему сновидению**: до трёх рядов (уровней), выложенных перевёрнутой пирамидой. Чем ниже лежит карта, тем больше очков она приносит.

    Игра длится **три раунда**. После трёх раундов побеждает игрок с наибольшим количеством победных очков (ПО); при ничьей — тот, у кого больше жетонов сонного песка, а если и это не разрешило ничью, победа общая.

    {"**"}Карты.** Каждая карта хорошего сна относится к одному сюжету, он показан цветом: 🟩 сказка, 🟦 подводный мир, 🟥 космос. На ней от 1 до 3 частиц сна (🐉 дракон, 🐙 осьминог, ☁️ туча…) и ★ звёзды (ПО). ⬛ **Карта кошмара** считается картой любого сюжета и содержит 6 частиц, но её 👁️ глаза отнимают ПО. ❓ — символ встречи.

    В этом боте карта записывается так: 🟩*Драконья башня* 🐉🏰 ★1 — цвет сюжета, название, частицы и звёзды.

    {"*"}Составы карт восстановлены по описанию: точное содержимое изданных карт нам неизвестно.*
rules-somnikum-2-title = Ваш ход, шаг за шагом
rules-somnikum-2-body =
    Выбор приходит **в личные сообщения** (или по кнопке стола **Мои карты**). Предлагаются только ходы, разрешённые правилами; на каждой кнопке написано, что она делает.

    {"**"}Быстро: один выбор.** В меню **Взять карту и выложить её** есть каждая карта, до которой маховик дойдёт бесплатно, на каждом уровне, куда её можно положить, и сколько ПО это прибавит сновидению: *⚫1, 2 шага: Драконья башня 🐉🏰 ★1 → уровень 2: +3 ПО*. Один выбор сдвигает маховик, берёт карту и присоединяет её (и заканчивает ход, если осталось только разыгрывать карты встреч). Карты подальше — в следующем меню: затем вы платите и выбираете уровень. Шаги по одному, описанные ниже, доступны по кнопкам маховиков.

    {"**"}1. Необязательно: добавить частицу.** «Выложить жетон 🐉 дракон на свою карту», затем выберите ряд: жетон ложится на **крайнюю правую карту** этого ряда, и теперь считается, что на карте есть и эта частица. На карту того же сюжета, что и жетон (или на карту кошмара), это стоит 1 жетон; на карту другого сюжета нужны **два одинаковых жетона** (один возвращается в мешок). Кнопка говорит, какой случай ваш.

    {"**"}2. Сдвинуть маховик сна.** «Сдвинуть маховик 1» или «Сдвинуть маховик 2», затем на сколько: «Маховик 1: 3 шага → взять Драконья башня 🐉🏰 ★1 (бесплатно)». Один шаг — одна карта. Первые **3 шага бесплатны**; за каждый следующий шаг вы платите один жетон сонного песка (вы выбираете какой). Сдвинув маховик на **1 шаг, вы получаете 2 жетона**, на 2 шага — 1 жетон. «← Назад» позволяет выбрать заново, пока вы не заплатили.

    {"**"}3. Присоединить карту.** «Присоединить к 1-му уровню» продолжает ваш верхний ряд; карты 2-го и 3-го уровня кладутся **под следующую пару карт без разрыва** в ряду выше. Кнопка говорит, продолжает ли карта сон или создаёт **разрыв** ✂️ (нет общей частицы с картой слева: его отмечает жетон из мешка). Карта с ❓ даёт столько карт встреч, каков её уровень; одну вы оставляете себе («Оставить E05 „Попутный ветер“»).

    Если у вас есть карты встреч, вы заканчиваете ход сами (**Закончить ход**), разыграв любые из них. Единственное исключение: если после вашей карты на круге остаётся столько карт, сколько игроков, раунд заканчивается **сразу** после присоединения карты, и больше ничего не разыгрывается.
rules-somnikum-3-title = Сообщение стола
rules-somnikum-3-body =
    Сообщение стола всегда показывает текущее положение:

    • **Круг**, по строке на каждое место, с номерами от 1 до 16/21/24 по часовой стрелке. Строки маховиков стоят между местами. После каждой карты `⚫3 ⚪7` показывает, сколько шагов до неё нужно маховику 1 и маховику 2: 3 и меньше — бесплатно.
    • **Каждое сновидение**, по строке на уровень: `—` соединяет две карты, `✂️` — разрыв, `·` — пустое место (следующий уровень кладётся под пары), `+🐉` — жетон, выложенный на карту.
    • ⏳ жетоны сонного песка и ❓ карты встреч каждого игрока (их количество открыто, какие именно — тайна). Жетоны хранятся рубашкой вверх, поэтому их оборот тоже виден всем: `⏳3 (2 песок, 1 пустой)` — три жетона, на обороте двух сонный песок, третий пустой. Постоянные карты встреч лежат в открытую, как и стопки.
    • ⚠️ **Этот ход закончит раунд** (или **игру** в 3-м раунде), когда текущий ход закончит его — по любому из условий.
    • **Картинка** круга с обоими маховиками и всеми сновидениями.

    Тайное, только для вас (личные сообщения и **Мои карты**): частицы ваших жетонов, ваша **карта цели**, ваши карты встреч с их текстами.
rules-somnikum-4-title = Карты встреч
rules-somnikum-4-body =
    Карты встреч разыгрываются в свой ход: до движения маховика, после получения карты или после её присоединения (но не после карты, которая заканчивает раунд, оставив на круге столько карт, сколько игроков: такой раунд заканчивается сразу). Одноразовые карты сбрасываются; **постоянные** остаются лежать перед вами в открытую. Каждая неразыгранная карта приносит в конце **1 ПО**. Карта, которая сейчас ничего не может сделать, не предлагается.

    • **Мешочек Песочного человека**: вытяните 2 жетона сонного песка.
    • **Попутный ветер**: ещё 2 бесплатных шага в этот ход.
    • **Обратный ход**: в этот ход маховик движется против часовой стрелки.
    • **Штопальная нить**: уберите один разрыв из своего сновидения.
    • **Золотая пыль**: выложите ещё один жетон на крайнюю правую карту любого сюжета, потратив один жетон.
    • **Ловец снов**: возьмите 2 карты встреч, оставьте 1.
    • **Блуждающая звезда**: после присоединения сдвиньте маховик на 1 бесплатный шаг и возьмите и эту карту.
    • **Похититель песка**: возьмите случайный жетон у другого игрока.
    • Постоянные: **Песочные часы** (4-й шаг бесплатно), **Фея-крёстная / Морской царь / Звёздный штурман** (жетоны своего сюжета кладутся на любую карту за один жетон), **Ночник** (у кошмаров на один глаз меньше), **Созвездие** (+2 ПО за каждый ряд из 3+ карт без разрывов), **Хранитель песка** (+1 ПО за каждые 3 жетона в запасе).

    С параметром стола *discovery_18* используются 18 карт английского издания.
rules-somnikum-5-title = Раунды и подсчёт очков
rules-somnikum-5-body =
    {"**"}Раунд заканчивается**, когда на круге остаётся столько карт, сколько игроков (условие А): он заканчивается **сразу** после присоединения этой карты, в любом раунде, так что после неё нельзя разыграть ни одной карты встречи. Раунд заканчивается и тогда, когда движение маховика на **1 или 2 шага** не оставляет **ни одной карты между маховиками**, а у одного из вытянутых жетонов **пустой оборот** (условие Б): тогда раунд заканчивается после вашего хода. Сообщение стола предупреждает, если текущий ход закончит раунд или игру. Оставшиеся карты уходят из игры, выкладывается новый круг, и игрок, закончивший раунд, расставляет маховики для следующего.

    {"**"}Подсчёт очков** после 3-го раунда:
    • ★ на картах 1-го уровня, ★ на картах 2-го уровня **×2**, ★ на картах 3-го уровня **×3**;
    • карта 2-го или 3-го уровня, у которой разрыв с каждой стороны, где есть соседняя карта, приносит только ×1;
    • 👁️ глаза вычитаются и умножаются так же;
    • **+1 ПО** за каждую частицу на картах вашего сновидения, которая есть на вашей карте цели (жетоны не учитываются);
    • **+1 ПО** за каждую неразыгранную карту встречи, плюс бонусы постоянных карт.

    В конце бот публикует подсчёт каждого игрока и карты целей, а результаты попадают в **/stats** и **/leaderboard**.

# /rules darkly_dreaming: 5 pages (data/rules/darkly_dreaming.toml counts them)
rules-darkly-dreaming-1-title = Суть игры
rules-darkly-dreaming-1-body =
    Игра на испытание удачи о кошмарах и бессоннице для **2–4 игроков** (print-and-play от Foxtale Games, карточный прототип *Lucidity*).

    У каждого игрока есть **карта сновидца**. В свой ход вы тянете сны из колоды, бросаете за каждый кубик и забираете то, что выпало. Не засыпайте — вытянете больше снов и наберёте больше очков... или ложитесь спать, пока тёмная сторона ваших снов вас не поглотила.

    В колоде 80 снов, по 20 каждого вида:
    🌊 **Глубины** · 🐍 **Зависть** · ⛓️ **Клетки** · 🐺 **Первобытное**

    {"**"}Цель:** когда у кого-то в конце хода **15 очков**, игра продолжается, пока ход снова не дойдёт до первого игрока; тогда побеждает тот, у кого больше всего очков (при равенстве — у кого больше снов на карте, иначе победа общая). Выбывшие игроки победить не могут.

    Открыто всё, кроме порядка карт в колоде: **сообщение стола** показывает карту каждого сновидца и последние ходы. Когда вам нужно выбирать, варианты приходят в личные сообщения. Кнопка **My card** под сообщением стола лично вам показывает вашу карту, а когда есть выбор, то и ваши варианты (пригодится, если личные сообщения закрыты: тогда бот упомянет вас в канале и приложит эту кнопку).
rules-darkly-dreaming-2-title = Ваш ход: что нажимать
rules-darkly-dreaming-2-body =
    Ваш ход начинается с **меткой сна на 3**.

    {"**"}1. Тяните.** Вы тянете столько снов, на сколько стоит метка сна. Личное сообщение их показывает (например, 🌊🐍🐍).
    {"**"}2. Верните два.** Выберите в меню, какие **два сна вернутся** в колоду. Каждый вариант говорит, за что будут брошены кубики и что такой бросок даёт в среднем (⭐ очки, 💤 истощение, 🐾 охота, 🌑 тени).
    {"**"}3. Бросок.** За каждый оставшийся сон бросается кубик; в сообщении стола видно каждый кубик (⚀⚁⚂⚃⚄⚅) и куда попадает сон.
    {"**"}4. Спать или не спать.**
    • 😴 **Спать**: ваш ход заканчивается, ваши очки в безопасности; верхний сон вашей стопки истощения возвращается в колоду.
    • ☕ **Не спать**: метка поднимается на одно деление, и вы тянете снова (4, потом 5... до 9; на 9 спать обязательно).

    Перед нажатием личное сообщение показывает, насколько вы в опасности, например `Истощение 2/3 · рубашкой вверх 1/3 · Охота 3/4 · Тень Зависти 2/3`.

    Некоторые броски спрашивают другого игрока: из-за **Тени Зависти** игроку слева от вас приходит личное сообщение, и он выбирает один из ваших снов для переброса; Кошмар выбирает свои варианты сам. Просто нажмите то, что показывает ваше личное сообщение. Если время вышло, бот сделает безопасный выбор.
rules-darkly-dreaming-3-title = Кубики
rules-darkly-dreaming-3-body =
    За каждый сон бросается d6:
    `сон        1   2   3   4   5   6`
    `Глубины    1оч 1оч 1оч Ист Тен Тен`
    `Зависть    1оч 1оч 1оч Ист Тен Тен`
    `Клетки     1оч 1оч 1оч Ист Ист Тен`
    `Первобытн. 1оч 2оч 2оч Ист Охт Тен`

    Брошенные сны ложатся на вашу карту в таком порядке:
    ⭐ Стопка **очков**: по 1 очку за сон (Первобытное может стоить 2).
    🐾 Стопка **охоты**: на **4** вас настигают, и вы **выбываете из игры**.
    💤 Стопка **истощения** (↑ лицом вверх, ↓ рубашкой вверх): на **3** вы впадаете в **кому** и пропускаете следующий ход (её сны лицом вверх возвращаются в колоду). **3 сна истощения рубашкой вверх**: вы больше не просыпаетесь и **выбываете**.
    🌑 Стопки **теней**, по одной на вид: на **3** снах одного вида (**4** при игре вдвоём) вы становитесь этим **Кошмаром**.

    Строка кубиков на столе показывает каждый кубик текущего хода: сон, грань и итог, например 🐍⚅🌑 = на Зависти выпало 6: тень.
rules-darkly-dreaming-4-title = Тени и Кошмары
rules-darkly-dreaming-4-body =
    У каждой тени есть способность; они применяются в порядке Глубины, Зависть, Клетки, Первобытное:
    🌊 **Глубины**: вы тянете ещё один сон и сразу бросаете за него кубик.
    🐍 **Зависть**: **игрок слева от вас** выбирает любой сон на вашей карте; за него бросают заново, и он переходит в новую стопку (у тени, выпавшей при таком перебросе, способности нет).
    ⛓️ **Клетки**: ваш младший сон истощения лицом вверх переворачивается рубашкой вверх.
    🐺 **Первобытное**: можно перенести сон из любой вашей стопки теней в стопку охоты (полезно, чтобы не стать Кошмаром, но рискованно из-за охоты).

    {"**"}Как стать Кошмаром.** Очки остаются при вас, но все остальные сны вы возвращаете. В свой ход вы тянете 2, оставляете один (кнопками) и бросаете за него кубик для выбранного вами сновидца. Каждый раз, когда сновидец должен применить тень вашего вида, вы забираете этот сон как 1 очко и наносите удар:
    • **Клетки**: его младший сон истощения лицом вверх переворачивается рубашкой вверх.
    • **Глубины**: он тянет два сна и бросает за них; вы выбираете, какой бросок вернётся в колоду, а другой он применяет.
    • **Зависть**: вы выбираете его сон для переброса, или он перебрасывает два, и каждый результат ⭐1 достаётся вам.
    • **Первобытное**: можно перенести один его сон Первобытного на 2 очка в его стопку охоты.
    Если Кошмар, которым вы должны стать, уже занят, вы становитесь Кошмаром своей самой большой свободной стопки.
rules-darkly-dreaming-5-title = Конец игры
rules-darkly-dreaming-5-body =
    Игра заканчивается:
    • когда сыгран **последний круг**: у кого-то в конце хода было 15+ очков, и игра шла, пока не должен был начаться ход первого игрока;
    • когда **не осталось ни одного сновидца** (все стали Кошмарами или выбыли);
    • сразу, когда кому-то нужно тянуть из колоды, в которой слишком мало снов.

    Итоговое сообщение перечисляет очки каждого игрока, кто стал Кошмаром, кто выбыл, и победителя (или победителей). Игроки, оставшиеся в игре, стоят выше выбывших. Результаты сохраняются: см. **/stats** и **/leaderboard**.

    Начать партию: `/play darkly_dreaming` (параметр `goal` задаёт число очков, с которого начинается последний круг, по умолчанию 15).

# /rules somna: 5 pages (data/rules/somna.toml counts them)
rules-somna-1-title = Игра
rules-somna-1-body =
    Среди жителей деревни прячется Демон Снов. Ночью он наносит удар; днём деревня спорит, обвиняет и голосованием отправляет кого-нибудь на костёр. **7–20 игроков**; Рассказчик — я, так что никому не нужно сидеть в стороне и вести игру.

    {"**"}Стороны**
    🏡 **Деревня** побеждает, когда Демон погибает (на костре или убитым ночью).
    😈 **Зло** (Демон и Ведьмы, которых он создаёт) побеждает, когда живых игроков деревни становится не больше, чем живых игроков зла.

    {"**"}Как идёт партия в Discord**
    1. **/play somna** открывает лобби; друзья нажимают **{ lobby-join }**, хозяин стола — **{ lobby-start }**.
    2. Каждый получает **карту роли в личные сообщения**. Кнопка **Моя роль** под сообщением стола в любой момент снова покажет её лично вам.
    3. **Ночи** (тайно, в личных сообщениях) и **дни** (открыто, в канале) сменяют друг друга, пока одна из сторон не победит.
    4. В конце я раскрываю все роли и рассказываю историю ночей. Результаты попадают в **/stats**.

    Роли погибших не раскрываются (если только хозяин стола не выбрал параметр `reveal_roles_on_death`).
rules-somna-2-title = Ночь
rules-somna-2-body =
    Каждый живой игрок получает **ночной запрос в личные сообщения**, есть у него роль или нет, так что по тому, кого спрашивают и сколько длится ночь, нельзя понять, у кого роль. Запрос простого Жителя — одна кнопка **Спать**.

    Выберите цель кнопками или в меню (у ролей, которые могут воздержаться, тоже есть **Спать**). Запрос подтвердит ваш выбор, и до конца ночи его можно **изменить**, нажав другую кнопку. Солнце встаёт, когда **ответили все живые игроки** или когда время ночи вышло (тогда за тех, кто не ответил, я отвечаю **Спать**).

    {"**"}Первая ночь**: действует только Демон. Он должен соблазнить простого жителя, и тот становится его **Ведьмой**. Если Демон выбрал игрока с ролью, эта душа сопротивляется, и Демон выбирает снова (в продвинутом режиме три роли вместо этого срывают его замысел: см. «Роли зла»).

    {"**"}Что происходит, по порядку**
    1. Соблазнение, затем порча (сила игрока, на которого навели порчу, этой ночью не срабатывает).
    2. Благословения и стража.
    3. Все убийства разом: удар Демона, Зверь, Яд, Фанатик.
    4. Эликсир (погибший возвращается простым жителем).
    5. Сведения: Заклинание, проверка Охотника на ведьм, взгляд Любопытного — сообщаются в личные сообщения на рассвете, даже провидцу, убитому этой ночью (он получил ответ, когда проснулся).

    {"**"}Рассвет** рассказывается короткой историей в порядке правил: сначала, на кого **навели порчу** (карта Порчи лежит на его карте роли у всех на виду) и сколько карт Порчи осталось; потом кто погиб и как («убит во сне», «отравлен», «сражён самосудом»; убийство Зверя звучит в точности как убийство Демона); «Кого-то спасли» (или «Спасены двое», считая людей); кто вернулся к жизни; и итог, который может намекнуть на роль, ещё оставшуюся в игре (но никогда на того, у кого она; параметр `storyteller_hints`).
rules-somna-3-title = День
rules-somna-3-body =
    Всё дневное происходит в сообщениях канала; нажимать могут только живые игроки.

    {"**"}Номинация**: любой живой игрок нажимает **Номинировать <имя>** (не себя) или **Закончить день**, если ему (больше) некого обвинить.
    {"**"}Оправдание**: у обвиняемого есть немного времени на защиту, потом он нажимает **Я всё сказал** (или время выходит).
    {"**"}Голосование**: каждый живой игрок нажимает **Да: казнить** или **Нет: пощадить**. Строка под кнопками на ходу показывает, кто как проголосовал; голос можно менять, пока не проголосуют все. Обвиняемого казнят, если **голосов «да» больше половины живых игроков**.
    {"**"}Неудачное голосование** снова открывает номинации. После **3 неудачных голосований**, когда больше половины живых закончили день или когда время дня вышло (одни часы на весь день), проходит **финальное голосование**: каждый выбирает одного живого игрока (или воздерживается); на костёр отправляется набравший больше всех. При ничьей — **переголосование на 30 секунд** между лидерами; новая ничья решается жребием.

    {"**"}Костёр**: каждый живой игрок получает короткий запрос в личные сообщения (**Смотреть, как горит костёр**). Затем канал узнаёт только одно: **изгнан ли Демон**. Если Демон погибает, вместе с ним гибнет его Ведьма, и деревня побеждает.

    Если ваше время вышло, я отвечу за вас (Закончить день, Нет, Воздержаться, Смотреть). После двух пропущенных дневных решений подряд вы считаетесь отошедшим, пока не нажмёте **Я вернулся**; пропущенная ночь сообщается только вам и не засчитывается. Ведущий может один раз за ночь и день дать текущему этапу **Ещё время** (2 минуты).
rules-somna-4-title = Роли деревни
rules-somna-4-body =
    Раздаются в начале; все остальные — простые **Жители**. Никто не узнаёт чужую роль, кроме оговорённых случаев.

    🔎 **Охотник на ведьм**: каждую ночь проверяйте одного игрока; на рассвете вы узнаёте, похож ли он на Ведьму. Аптекарь, пока жив, тоже похож на Ведьму.
    ✝️ **Священник**: каждую ночь благословляйте один дом, в том числе свой: его обитатели этой ночью защищены от удара Демона (но не от других убийств).
    ⚗️ **Аптекарь**: два флакона, не больше одного за ночь: **Эликсир** (один раз: погибший, выбранный среди мёртвых, на рассвете возвращается простым Жителем, даже если был Ведьмой) и **Яд** (один раз: убить игрока).
    🗡️ **Фанатик** (от 10 игроков): каждую ночь можно сразить одного игрока или воздержаться.
    🛡️ **Торговец** (от 10 игроков): узнаёт, кто Фанатик, когда просыпается впервые, во вторую ночь. Каждую ночь охраняет одного игрока от Фанатика. Один раз за игру у костра может **саботировать** казнь: в этот день никто не сгорает (но не на следующий день после порчи).
    👁️ **Любопытный** (продвинутый режим): каждую ночь подсматривает текущую карту роли одного игрока.
    🏠 **Житель**: ночной силы нет. Ваше оружие — день: говорите, обвиняйте, голосуйте.
rules-somna-5-title = Роли зла
rules-somna-5-body =
    😈 **Демон Снов**: в первую ночь соблазняет простого жителя и делает его своей Ведьмой. Со второй ночи каждую ночь **убивает** одного игрока (благословлённый дом защищён). В ночь сразу после гибели своей Ведьмы (один раз за игру) он может вместо убийства соблазнить новую. Своих Ведьм он знает всегда.

    🧙 **Ведьма**: её создаёт Демон; ей сообщают, что её соблазнили, но не кто Демон. Каждую ночь — **Заклинание** (узнать, Демон ли один игрок) или **Порча** (3 на игру, общие для всех Ведьм): сила игрока, на которого навели порчу, этой ночью не срабатывает, флакон Аптекаря под порчей разбивается, а Торговец под порчей не может саботировать казнь на следующий день. На рассвете все видят, на кого навели порчу и сколько карт Порчи осталось; только сам этот игрок узнаёт, не сработала ли его сила.

    🐺 **Зверь** (продвинутый режим): после второй Ведьмы Демон может обратить игрока в Зверя; Зверь знает Демона и каждую ночь может **растерзать** одного игрока (даже Ведьму); благословение Священника его не останавливает, а о его убийстве объявляют «убит во сне», как об убийстве Демона.

    {"**"}Продвинутый режим** (параметр `advanced`): в игре есть Любопытный, а попытка соблазнить (или обратить) Священника, Охотника на ведьм или Фанатика сразу проваливается и заканчивает ночь Демона. Аптекарь, Торговец и Любопытный сопротивляются, как в базовой игре (Демон выбирает снова): Ведьмой или Зверем становятся только простые жители.

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
rematch-ping-elsewhere = Эта кнопка зовёт игроков того сервера, где шла игра: нажмите её там.
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
replay-button-back-move = На ход назад
replay-button-next-move = На ход вперёд
replay-chapter = { $number ->
    [0] Раздача
   *[other] { $kind ->
        [deal] Раздача { $number }
        [day] День { $number }
       *[round] Раунд { $number }
    }
}
replay-chapter-step = с шага { $step }
replay-chapter-placeholder = { $kind ->
    [deal] К раздаче…
    [day] К дню…
   *[round] К раунду…
}

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
        [few] {$names} теряют по фишке жизни
        [many] {$names} теряют по фишке жизни
       *[other] {$names} теряют по фишке жизни
    }
somnia-summary-nobody-lost = никто не потерял фишку
somnia-summary-no-nightmare = нет
somnia-summary = Очки: {$points} (Кошмар: {$nightmare}, всего {$total}); {$lost}.
somnia-hand-title = Ваши карты, раздача {$deal}
somnia-hand-title-turn = Ваши карты, раздача {$deal}  ·  ваш ход
somnia-hand-title-raised = Ваши карты, раздача {$deal}  ·  ваш ход: сыграть можно поднятые карты
somnia-private-title = {$game}: ваши карты (раздача {$deal})
somnia-hand-empty = Карт на руке нет.
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
        [few] {$deals} раздач
        [many] {$deals} раздач
       *[other] {$deals} раздачи
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
traumland-now-follow-divine = Ваш ход: на {$card} можно положить только единицу любого цвета или 🌙 Сновидца; или пасуйте.
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

# Glossary (ru), after the rulebook (shared/seeds/somnikum-rules-ru.txt):
#   dream card = карта сна; nightmare card = карта кошмара; goal card = карта цели;
#   encounter card = карта встречи; sand token = жетон сонного песка (жетон);
#   flywheel = маховик (сна); particle = частица (сна); plot = сюжет: fairy tale = сказка,
#   underwater = подводный мир, space = космос; a player's dream = сновидение; level = уровень;
#   row = ряд; break = разрыв; continuous = непрерывный (без разрыва); bag = мешок; deck = колода;
#   discard = сброс; VP = ПО (победные очки); back of a token = оборот (с песком / пустой);
#   one-shot = одноразовая; permanent = постоянная; ring = круг; place = место; step = шаг; round = раунд;
#   supply = запас. Card, goal and encounter names are invented (the rulebook names none).
somnikum-hand-label = Мои карты
somnikum-tagline = сновидения из карт круга
somnikum-over = Игра окончена.
somnikum-none = нет
somnikum-away = (нет на месте)
somnikum-permanent = постоянная
somnikum-one-shot = одноразовая
somnikum-plot-f-short = сказка
somnikum-plot-u-short = подводный мир
somnikum-plot-s-short = космос
somnikum-group-wheel = Сдвинуть маховик
somnikum-group-token = Сначала добавить частицу (по желанию)
somnikum-group-play = Разыграть карту встречи
somnikum-group-steps = На сколько шагов
somnikum-group-gaps = Расставить маховики
somnikum-group-choose = Выбор
somnikum-group-take = Взять карту и выложить её (один выбор)
somnikum-group-take-paid = Взять карту подальше (заплатить жетонами, потом выложить)
somnikum-take-where = { $wheel }{ $number }, { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }:
somnikum-label-take = { $where } { $card } → уровень { $level }: { $gain } ПО
somnikum-label-take-paid = { $where } { $card }: до { $gain } ПО (уровень { $level })
somnikum-take-ends-turn = затем ход заканчивается
somnikum-attach-gain = { $label } · { $gain } ПО
somnikum-private-reachable = Карты, которые можно взять (сколько ПО прибавит сновидению, по уровням)
somnikum-reachable-line = { $where } { $card } · { $cost } · { $gains }
somnikum-reachable-gain = уровень { $level }: { $gain }
somnikum-round-standing = **{ $name }**: в сновидении { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    } ({ $breaks ->
        [one] { $breaks } разрыв
        [few] { $breaks } разрыва
        [many] { $breaks } разрывов
       *[other] { $breaks } разрыва
    }) · ⏳{ $tokens } · ❓{ $encounters } · пока { $running } ПО
somnikum-now-flywheels = расставляет маховики
somnikum-now-start = может добавить частицу, разыграть встречу, затем выбирает маховик
somnikum-now-token = выбирает карту для жетона сонного песка
somnikum-now-steps = выбирает, на сколько шагов сдвинуть маховик
somnikum-now-pay = платит жетонами за лишние шаги
somnikum-now-attach = присоединяет карту к своему сновидению
somnikum-now-keep = оставляет одну из вытянутых карт встреч
somnikum-now-after = может разыграть встречи, затем заканчивает ход
somnikum-now-extra = берёт дополнительную карту Блуждающей звезды
somnikum-now-dust = выбирает жетон для Золотой пыли
somnikum-now-dust-target = выбирает карту для Золотой пыли
somnikum-now-mend = выбирает разрыв, который залатает
somnikum-now-rob = выбирает, кого ограбить
somnikum-now-other = ходит
somnikum-you-flywheels = расставьте маховики (выберите промежуток для маховика 1; маховик 2 встанет напротив)
somnikum-you-start = можно добавить частицу или разыграть карту встречи; затем выберите, какой маховик сдвинуть
somnikum-you-token = выберите карту для жетона сонного песка
somnikum-you-steps = выберите, на сколько шагов сдвинуть маховик
somnikum-you-pay = выберите жетоны, которыми заплатите за лишние шаги
somnikum-you-attach = выберите, куда положить карту в сновидении
somnikum-you-keep = оставьте одну из вытянутых карт встреч
somnikum-you-after = разыграйте карты встреч или закончите ход
somnikum-you-extra = Блуждающая звезда: выберите маховик для дополнительного шага
somnikum-you-dust = Золотая пыль: выберите жетон
somnikum-you-dust-target = Золотая пыль: выберите карту
somnikum-you-mend = Штопальная нить: выберите разрыв
somnikum-you-rob = Похититель песка: выберите, кого ограбить
somnikum-you-other = ваш ход
somnikum-effect-draw-tokens = взять { $amount ->
        [one] { $amount } жетон
        [few] { $amount } жетона
        [many] { $amount } жетонов
       *[other] { $amount } жетона
    } сонного песка
somnikum-effect-extra-free-steps = +{ $amount ->
        [one] { $amount } бесплатный шаг
        [few] { $amount } бесплатных шага
        [many] { $amount } бесплатных шагов
       *[other] { $amount } бесплатных шага
    } в этот ход
somnikum-effect-reverse-move = ход маховика против часовой стрелки
somnikum-effect-mend-break = убрать разрыв из сновидения
somnikum-effect-golden-dust = ещё один жетон на карту
somnikum-effect-draw-encounters = взять { $amount ->
        [one] { $amount } карту встречи
        [few] { $amount } карты встреч
        [many] { $amount } карт встреч
       *[other] { $amount } карты встреч
    }, оставить 1
somnikum-effect-extra-take = ещё одна карта (1 бесплатный шаг)
somnikum-effect-steal-token = случайный жетон у другого игрока
somnikum-effect-free-fourth-step = 4-й шаг бесплатный (постоянно)
somnikum-effect-plot-patron = жетоны «{ $plot }» на любую карту за 1 жетон (постоянно)
somnikum-effect-night-light = кошмары теряют 1 глаз при подсчёте (постоянно)
somnikum-effect-constellation = +2 ПО за ряд из 3+ карт без разрывов (постоянно)
somnikum-effect-sand-keeper = +1 ПО за каждые 3 жетона в конце (постоянно)
somnikum-card-nightmare-label = { $name } (кошмар) { $worth }
somnikum-gap = между местами { $before } и { $after }
somnikum-ring-flywheel = { $wheel } **маховик { $number }**
somnikum-dream-level = **У{ $level }**
somnikum-dream-empty = (карт пока нет)
somnikum-backs = оборот: песок { $sand }, пустой { $blank }
somnikum-ending-game = ⚠️ **Этот ход завершит игру**
somnikum-ending-round = ⚠️ **Этот ход завершит раунд**
somnikum-ending-because = { $ending } ({ $why })
somnikum-ending-why-a = на круге останется всего { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }
somnikum-ending-why-b = между маховиками нет карт, и вытянут жетон с пустым оборотом
somnikum-board-title = { $game }: раунд { $round } из 3
somnikum-board-title-over = { $game }: итоговый счёт
somnikum-board-turn = ▶️ **{ $name }** { $what }.
somnikum-board-picked = выбран маховик { $wheel } { $number }
somnikum-board-took = взята карта { $card }
somnikum-board-free-steps = { $count ->
        [one] { $count } бесплатный шаг
        [few] { $count } бесплатных шага
        [many] { $count } бесплатных шагов
       *[other] { $count } бесплатных шага
    }
somnikum-board-backspin = маховик идёт против часовой стрелки (Обратный ход)
somnikum-board-fresh-ring = Новый круг из { $count ->
        [one] { $count } карты
        [few] { $count } карт
        [many] { $count } карт
       *[other] { $count } карт
    }: ⚫ ставится между двумя местами, ⚪ — напротив.
somnikum-board-ring = **Круг** (по часовой стрелке; на круге { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, раунд закончится, когда их останется { $players }; ⚫n / ⚪n — шагов от маховика 1 / 2; 3 шага бесплатны):
somnikum-board-score = { $name }: { $score } ПО
somnikum-face-up = В открытую: { $cards }
somnikum-piles-title = Стопки
somnikum-piles = Колода снов { $deck } · мешок ⏳{ $bag } · колода встреч { $encounters }
somnikum-discarded = Сброс: { $cards }
somnikum-board-footer = ⏳ жетоны сонного песка в запасе (оборот с песком или пустой виден всем, частицы — тайна), ❓ карты встреч в запасе (тайна). Ваши жетоны, цель и встречи — кнопка «{ $hand }».
somnikum-score-stars = ★ уровень 1: { $one } · уровень 2 (x2): { $two } · уровень 3 (x3): { $three } · отдельные (x1): { $isolated }
somnikum-score-eyes = 👁️ глаза: { $eyes } · неразыгранные встречи: { $unplayed }
somnikum-score-goal = Цель: { $points } ({ $by })
somnikum-score-goal-named = Цель «{ $goal }»: { $points } ({ $by })
somnikum-score-bonus = { $bonus }: { $points }
somnikum-bonus-constellation = Созвездие
somnikum-bonus-sand-keeper = Хранитель песка
somnikum-private-title = { $game }: ваше сновидение и карты (раунд { $round })
somnikum-private-turn = ▶️ **Ваш ход**: { $what }.
somnikum-private-steps = Бесплатных шагов: { $free }; не больше { $most ->
        [one] { $most } шага
        [few] { $most } шагов
        [many] { $most } шагов
       *[other] { $most } шагов
    } (каждый шаг сверх бесплатных стоит жетон). 1 шаг даёт 2 жетона, 2 шага — 1.
somnikum-private-attach = Карта, которую нужно присоединить: { $card }
somnikum-private-ending = { $ending }.
somnikum-private-ending-a = { $ending }: после того как вы присоедините карту, разыграть ничего не получится.
somnikum-private-picked = Выбран жетон: { $token }
somnikum-private-waiting = Ходит { $name }; вам пока делать нечего.
somnikum-private-tokens = **Ваши жетоны сонного песка** ({ $count }): { $tokens }
somnikum-private-goal = **Ваша карта цели**: { $particles } (1 ПО за каждую такую частицу на картах сновидения)
somnikum-private-goal-named = **Ваша карта цели «{ $goal }»**: { $particles } (1 ПО за каждую такую частицу на картах сновидения)
somnikum-private-hand = Ваши карты встреч ({ $count }, по 1 ПО за каждую неразыгранную)
somnikum-private-hand-card = ❓ **{ $card } { $name }** ({ $kind }): { $text }
somnikum-private-drawn = Только что вытянуты: оставьте одну
somnikum-private-drawn-card = **{ $card } { $name }**: { $text }
somnikum-private-dream = Ваше сновидение
somnikum-label-extra = Блуждающая звезда: маховик { $number } на шаг → взять { $card }
somnikum-label-wheel = Сдвинуть маховик { $number } (следующая карта: { $card })
somnikum-label-dust = Золотая пыль: жетон { $token }
somnikum-label-token = Положить жетон { $token } на свою карту
somnikum-label-place-on = { $token } на последнюю карту уровня { $level } { $card } ({ $tokens ->
        [1] 1 жетон
       *[other] 2 одинаковых жетона, один вернётся в мешок
    })
somnikum-label-back = ← Назад: выбрать заново
somnikum-cost-pay = заплатить { $count ->
        [one] { $count } жетон
        [few] { $count } жетона
        [many] { $count } жетонов
       *[other] { $count } жетона
    }
somnikum-cost-free-two = бесплатно, +2 жетона
somnikum-cost-free-one = бесплатно, +1 жетон
somnikum-cost-free = бесплатно
somnikum-label-steps = Маховик { $number }: { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }{ $way } → взять { $card } ({ $cost })
somnikum-label-pay = Заплатить жетоном { $token } (осталось заплатить: { $left })
somnikum-label-keep = Оставить { $card }: { $effect }
somnikum-label-play = Разыграть { $card }: { $effect }
somnikum-label-mend = Убрать разрыв слева от { $card } (уровень { $level })
somnikum-label-rob = Ограбить { $name } ({ $count ->
        [one] { $count } жетон
        [few] { $count } жетона
        [many] { $count } жетонов
       *[other] { $count } жетона
    })
somnikum-label-end-turn = Закончить ход
somnikum-attach = На уровень { $level }
somnikum-attach-under = На уровень { $level } (под местами { $left }-{ $right })
somnikum-attach-starts = начинает ряд
somnikum-attach-continuous = без разрыва
somnikum-attach-break = разрыв ✂️
somnikum-attach-draws = { $where }: { $how }, взять { $count ->
        [one] { $count } карту встречи
        [few] { $count } карты встреч
        [many] { $count } карт встреч
       *[other] { $count } карты встреч
    }
somnikum-event-flywheels = ⚫⚪ { $who } расставляет маховики: ⚫ 1 { $first }, ⚪ 2 { $second }.
somnikum-event-token = { $who } кладёт жетон { $token } на { $card } (уровень { $level }).
somnikum-event-token-rule-b = { $who } кладёт жетон { $token } на { $card } (уровень { $level }) (другой сюжет: второй такой же жетон вернулся в мешок).
somnikum-event-token-dust = { $who } кладёт жетон { $token } на { $card } (уровень { $level }) (Золотая пыль).
somnikum-event-paid = Вы заплатили жетоном { $token }.
somnikum-event-moved-extra = 🌟 { $who } сдвигает { $wheel } маховик { $number } ещё на шаг (Блуждающая звезда) и берёт { $card } с места { $place }.
somnikum-event-moved = { $who } сдвигает { $wheel } маховик { $number } на { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }{ $backwards ->
        [yes] {" "}против часовой стрелки
       *[no] {""}
    }{ $paid ->
        [0] {""}
       *[other] , заплатив { $paid ->
        [one] { $paid } жетон
        [few] { $paid } жетона
        [many] { $paid } жетонов
       *[other] { $paid } жетона
    },
    } и берёт { $card } с места { $place }.
somnikum-event-drawn = { $who } тянет { $count ->
        [one] { $count } жетон сонного песка
        [few] { $count } жетона сонного песка
        [many] { $count } жетонов сонного песка
       *[other] { $count } жетона сонного песка
    }.
somnikum-event-drawn-pouch = { $who } тянет { $count ->
        [one] { $count } жетон сонного песка
        [few] { $count } жетона сонного песка
        [many] { $count } жетонов сонного песка
       *[other] { $count } жетона сонного песка
    } (Мешочек Песочного человека).
somnikum-event-bag-empty = Мешок пуст.
somnikum-event-received = ⏳ Вы вытянули: { $tokens }.
somnikum-event-b-none-drawn = Между маховиками не осталось карт, но жетоны не вытягивались: раунд продолжается.
somnikum-event-b-ends = ⚠️ Между маховиками не осталось карт, и у { $blank } из { $drawn ->
        [one] { $drawn } вытянутого жетона
        [few] { $drawn } вытянутых жетонов
        [many] { $drawn } вытянутых жетонов
       *[other] { $drawn } вытянутых жетонов
    } пустой оборот: **раунд закончится после этого хода**.
somnikum-event-b-goes-on = Между маховиками не осталось карт; среди вытянутых жетонов нет пустых оборотов, так что раунд продолжается.
somnikum-event-attached-first = { $who } присоединяет { $card } к уровню { $level }, место { $place }.
somnikum-event-attached = { $who } присоединяет { $card } к уровню { $level }, место { $place }, сон непрерывен.
somnikum-event-attached-break = { $who } присоединяет { $card } к уровню { $level }, место { $place }, с разрывом ✂️.
somnikum-event-attached-break-empty = { $who } присоединяет { $card } к уровню { $level }, место { $place }, с разрывом ✂️ (мешок пуст: без жетона).
somnikum-event-reshuffled = Сброс карт встреч перемешан в новую колоду ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }).
somnikum-event-encounters-none-catcher = { $who } не может взять карты встреч (Ловец снов): их не осталось.
somnikum-event-encounters-none = { $who } не может взять карты встреч за ❓ на уровне { $level }: их не осталось.
somnikum-event-encounters-catcher = { $who } берёт { $count ->
        [one] { $count } карту встречи
        [few] { $count } карты встреч
        [many] { $count } карт встреч
       *[other] { $count } карты встреч
    } (Ловец снов).
somnikum-event-encounters = { $who } берёт { $count ->
        [one] { $count } карту встречи
        [few] { $count } карты встреч
        [many] { $count } карт встреч
       *[other] { $count } карты встреч
    } за ❓ на уровне { $level }.
somnikum-event-seen = ❓ Вы вытянули { $cards }.
somnikum-event-kept = Вы оставляете { $card }.
somnikum-event-discarded = { $who } сбрасывает { $cards } (в открытую).
somnikum-event-played = ✨ { $who } разыгрывает **{ $name }** (одноразовая): { $text }
somnikum-event-played-permanent = ✨ { $who } разыгрывает **{ $name }** (постоянная, остаётся в открытую): { $text }
somnikum-event-mended = 🧵 { $who } убирает разрыв слева от { $card } (уровень { $level }).
somnikum-event-stolen = { $who } забирает случайный жетон сонного песка у **{ $victim }** (Похититель песка).
somnikum-event-stolen-particle = Похититель песка: { $who } забирает у **{ $victim }** жетон { $token }.
somnikum-event-round-ended-a = 🌅 **Раунд { $round } окончен** (на круге осталось столько карт, сколько игроков).
somnikum-event-round-ended-b = 🌅 **Раунд { $round } окончен** (между маховиками нет карт, и вытянут жетон с пустым оборотом).
somnikum-event-leftover = Оставшиеся карты выходят из игры: { $cards }.
somnikum-event-round-started = 🌙 **Раунд { $round }**: выложен новый круг из { $count ->
        [one] { $count } карты
        [few] { $count } карт
        [many] { $count } карт
       *[other] { $count } карт
    }; **{ $name }** расставляет маховики.
somnikum-event-final-scoring = 📜 **Итоговый подсчёт**
somnikum-event-final-seat = **{ $name }**: **{ $score } ПО** (жетонов в запасе: { $count })
somnikum-result-goal = цель { $points }
somnikum-result-encounters = встречи { $points }
somnikum-result = { $medal } **{ $name }**: { $score } ПО ({ $parts })
somnikum-picture-ends-game = Этот ход завершит игру
somnikum-picture-ends-round = Этот ход завершит раунд
somnikum-picture-final = Итоговый счёт
somnikum-picture-left = На круге { $count ->
        [one] осталась { $count } карта
        [few] осталось { $count } карты
        [many] осталось { $count } карт
       *[other] осталось { $count } карты
    }
somnikum-picture-title = Раунд { $round } из 3: { $name }
somnikum-picture-info = На круге { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }; раунд кончится на { $players }
somnikum-picture-placing = Расстановка маховиков
somnikum-picture-took = Взята карта «{ $card }»
somnikum-picture-steps-both = Шаги от маховиков 1 и 2 (бесплатно: { $free })
somnikum-picture-steps = Шаги от маховика { $number } (бесплатно: { $free })
somnikum-picture-steps-back = Шаги от маховика { $number } назад (бесплатно: { $free })
somnikum-picture-score = { $total } ПО, частицы цели { $goal }
somnikum-picture-running = { $total } ПО пока (карта цели тайная)
somnikum-picture-holdings = Жетонов: { $tokens }, карт встреч: { $held }
somnikum-picture-holdings-backs = Жетонов: { $tokens } (песок { $sand }, пустых { $blank }), карт встреч: { $held }
somnikum-picture-token = жетон
somnikum-picture-no-cards = Карт пока нет

# Particles, encounter cards, dream cards, goal cards.
somnikum-card-f01 = Драконье золото
somnikum-card-f02 = Воздушный замок
somnikum-card-f03 = Спящая принцесса
somnikum-card-f04 = Лунный единорог
somnikum-card-f05 = Потерянная корона
somnikum-card-f06 = Ведьмин круг
somnikum-card-f07 = Ключ в никуда
somnikum-card-f08 = Отравленное яблоко
somnikum-card-f09 = Звёздная корона
somnikum-card-f10 = Драконья башня
somnikum-card-f11 = Пир Белоснежки
somnikum-card-f12 = Тайна единорога
somnikum-card-f13 = Дар крёстной
somnikum-card-f14 = Галоп по саду
somnikum-card-f15 = Тронный зал
somnikum-card-f16 = Охраняемый клад
somnikum-card-f17 = Заколдованная башня
somnikum-card-f18 = Фея-ключница
somnikum-card-f19 = Королевский выезд
somnikum-card-f20 = Пир короля драконов
somnikum-card-f21 = Стеклянный дворец
somnikum-card-f22 = Королева в плену
somnikum-card-f23 = Запертая кладовая
somnikum-card-f24 = Ключ укротителя
somnikum-card-f25 = Праздник урожая
somnikum-card-f26 = Наследница
somnikum-card-f27 = Сказочный финал
somnikum-card-f28 = Змеиный сад
somnikum-card-u01 = Объятия осьминога
somnikum-card-u02 = Песнь русалки
somnikum-card-u03 = Серебряная стая
somnikum-card-u04 = Шепчущая ракушка
somnikum-card-u05 = Старая черепаха
somnikum-card-u06 = Ход боком
somnikum-card-u07 = Песня кита
somnikum-card-u08 = Брошенный якорь
somnikum-card-u09 = Черепаший поход
somnikum-card-u10 = Чернила и чешуя
somnikum-card-u11 = Затонувшая гавань
somnikum-card-u12 = Жемчужина Левиафана
somnikum-card-u13 = Приливная лужа
somnikum-card-u14 = Клад с корабля
somnikum-card-u15 = Коралловая прогулка
somnikum-card-u16 = Дуэль в бездне
somnikum-card-u17 = Крабий суд
somnikum-card-u18 = Великан в ракушках
somnikum-card-u19 = Рынок на рифе
somnikum-card-u20 = Сад на обломках
somnikum-card-u21 = Хор лагуны
somnikum-card-u22 = Лес водорослей
somnikum-card-u23 = Утонувший колокол
somnikum-card-u24 = Глубокая впадина
somnikum-card-u25 = Медленный прилив
somnikum-card-u26 = Большая миграция
somnikum-card-u27 = Ловец жемчуга
somnikum-card-u28 = Призрак гавани
somnikum-card-s01 = Подушка из тучи
somnikum-card-s02 = Полночный старт
somnikum-card-s03 = Мир с кольцами
somnikum-card-s04 = Комета желаний
somnikum-card-s05 = Полумесяц
somnikum-card-s06 = Зелёный гость
somnikum-card-s07 = Огни тарелки
somnikum-card-s08 = Парящий космонавт
somnikum-card-s09 = Урожайная луна
somnikum-card-s10 = Сквозь тучи
somnikum-card-s11 = Первый след
somnikum-card-s12 = Погоня за кометой
somnikum-card-s13 = Родная планета
somnikum-card-s14 = Верхом на хвосте
somnikum-card-s15 = Полёт на Луну
somnikum-card-s16 = Похищение в тучах
somnikum-card-s17 = Безбилетник
somnikum-card-s18 = Летающая тарелка
somnikum-card-s19 = На волосок
somnikum-card-s20 = Прогулка по Луне
somnikum-card-s21 = Звёздная гонка
somnikum-card-s22 = Небесный атлас
somnikum-card-s23 = Космический бой
somnikum-card-s24 = Звездопад
somnikum-card-s25 = Лунное посольство
somnikum-card-s26 = Вечеринка на орбите
somnikum-card-s27 = Большое турне
somnikum-card-s28 = Близкий контакт
somnikum-card-n1 = Вечное падение
somnikum-card-n2 = Бесконечный коридор
somnikum-card-n3 = Запертая дверь
somnikum-card-n4 = Погоня теней
somnikum-goal-g1 = Дикие звери
somnikum-goal-g2 = Странные дома
somnikum-goal-g3 = Великаны и короли
somnikum-goal-g4 = Странники
somnikum-goal-g5 = Медленное время
somnikum-goal-g6 = Дальние дороги
somnikum-goal-g7 = Хранители тайн
somnikum-goal-g8 = Мелочи

## darkly-dreaming

# Глоссарий (ru): dream = сон (тип сна: Глубины, Зависть, Клетки, Первобытное; род. п. Глубин, Зависти,
#   Клеток, Первобытного); dreamer = сновидец; Nightmare = Кошмар (Кошмар Зависти); shadow = тень (Тень Зависти);
#   hunt = охота (стопка охоты); exhaust = истощение (стопка истощения); face up / face down = открыто / рубашкой
#   вверх; sleep marker = метка сна; comatose = в коме; out = выбыл; points = очки; deck = колода; goal = цель;
#   final round = последний круг; roll / reroll = бросок / перебросить; stay awake = не спать.
darkly-hand-label = Моя карта
darkly-tagline = испытай удачу против кошмаров
darkly-dream = { $dream ->
        [D] Глубины
        [E] Зависть
        [C] Клетки
        [P] Первобытное
       *[other] { $dream }
    }
darkly-shadow-of = Тень { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }
darkly-shadow = Тень
darkly-nothing = ничего
darkly-result-1pt = ⭐ 1 очко
darkly-result-2pt = ⭐ 2 очка
darkly-result-exhaust = 💤 истощение
darkly-result-hunt = 🐾 охота
darkly-result-shadow = 🌑 тень
darkly-danger = 💤 Истощение { $exhaust }/{ $exhaust_limit } · рубашкой вверх { $face_down }/{ $face_down_limit } · 🐾 Охота { $hunt }/{ $hunt_limit } · 🌑 { $shadow } { $shadows }/{ $shadow_limit }
darkly-spot-shadow = { $dream } из стопки теней
darkly-spot-hunt = { $dream } из стопки охоты
darkly-spot-exhaust-down = { $dream } из истощения (№{ $place } снизу, рубашкой вверх)
darkly-spot-exhaust-up = { $dream } из истощения (№{ $place } снизу, открыто)
darkly-spot-points = { $dream } из очков ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    })
darkly-odds = в среднем ⭐{ $points } 💤{ $exhaust } 🐾{ $hunt } 🌑{ $shadow }
darkly-points = ⭐ Очки **{ $total }**
darkly-points-groups = ⭐ Очки **{ $total }**: { $groups }
darkly-status-nightmare = 😈 Кошмар { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }
darkly-status-comatose-end = 😵 сновидец в коме
darkly-status-comatose = 😵 в коме (пропускает следующий ход)
darkly-status-out-end = ❌ выбыл из игры (не может победить)
darkly-status-out = ❌ выбыл
darkly-status-dreamer = 🛌 сновидец
darkly-card-out = Выбыл из игры: победить не может.
darkly-card-nightmare = 😈 Забирает каждую тень «{ $dream }», которую разыгрывал бы сновидец.
darkly-card-hunt = 🐾 Охота { $count }/{ $limit }: { $dreams }
darkly-card-hunt-none = 🐾 Охота { $count }/{ $limit }
darkly-card-exhaust = 💤 Истощение { $count }/{ $limit }: { $marks } · рубашкой вверх { $down }/{ $down_limit }
darkly-card-exhaust-none = 💤 Истощение { $count }/{ $limit } · рубашкой вверх { $down }/{ $down_limit }
darkly-card-shadow = 🌑 Тени { $counts } (Кошмар при { $limit })
darkly-the-nightmare-of = Кошмар { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }
darkly-a-nightmare = Кошмар
darkly-away = (нет на месте)
darkly-await-return-one = { $who } ({ $nightmare }) вытягивает { $dreams }: оставить один сон, чтобы бросить за сновидца
darkly-await-return = { $who } вытягивает { $short } ({ $dreams }): замешать обратно { $count ->
        [one] { $count } сон
        [few] { $count } сна
        [many] { $count } снов
       *[other] { $count } сна
    }, остальные бросаются
darkly-await-target = { $who } ({ $nightmare }) выбирает сновидца, за которого бросит { $dream }
darkly-await-envy-shadow = { $who } выбирает сон **{ $of }** для переброса (Тень Зависти)
darkly-await-envy-nightmare = { $who } выбирает сон **{ $of }** для переброса (Кошмар Зависти)
darkly-await-primeval = { $who } может переложить сон из теней в свою стопку охоты (Тень Первобытного)
darkly-await-nm-envy = { $who } (Кошмар Зависти) выбирает, как ударить по **{ $of }**
darkly-await-envy-two = { $who } выбирает ещё { $count ->
        [one] { $count } свой сон
        [few] { $count } своих сна
        [many] { $count } своих снов
       *[other] { $count } своих сна
    } для переброса (Кошмар Зависти)
darkly-await-nm-depths = { $who } (Кошмар Глубин) возвращает в колоду один из бросков **{ $of }**: { $rolls }
darkly-and = {" "}и{" "}
darkly-or = {" "}или{" "}
darkly-await-nm-primeval = { $who } (Кошмар Первобытного) может переложить двухочковое Первобытное **{ $of }** в его стопку охоты
darkly-await-become = { $who } выбирает, каким Кошмаром стать: { $choices }
darkly-await-sleep-forced = { $who } на метке сна { $marker }: придётся уснуть
darkly-await-sleep = { $who } выбирает: 😴 уснуть или ☕ не спать и вытянуть { $draw }
darkly-await-other = { $who } делает выбор
darkly-marker = 🌙 метка { $marker }
darkly-board-over = 🏁 Игра окончена ({ $why }).
darkly-board-haunts = 🌙 Ход { $turn }: **{ $name }**, { $nightmare }, преследует сновидца
darkly-board-dreams = 🌙 Ход { $turn }: **{ $name }** видит сны · метка сна **{ $marker }** (3→{ $max })
darkly-board-deck = 🃏 Колода: { $count ->
        [one] { $count } сон
        [few] { $count } сна
        [many] { $count } снов
       *[other] { $count } сна
    } · цель { $goal } очков
darkly-board-final-round = 🔔 последний круг: он кончится перед ходом **{ $name }**
darkly-board-nightmares = 😈 Кошмары: { $claimed }
darkly-waiting = ⏳ Сейчас: { $what }.
darkly-dice-title = 🎲 Кубики этого хода
darkly-dice-none = Кубики ещё не брошены.
darkly-dice-earlier = … ещё { $count } раньше,
darkly-legend = 🌊 Глубины · 🐍 Зависть · ⛓️ Клетки · 🐺 Первобытное | ⭐ очки · 🐾 охота · 💤 истощение (↑ открыто, ↓ рубашкой вверх) · 🌑 тень
darkly-over-final-round = последний круг сыгран
darkly-over-all-nightmares = сновидцев не осталось
darkly-over-deck-empty = колода кончилась
darkly-private-title = { $game }: ваша карта сновидца
darkly-roll-odds = Бросить { $dreams }: { $odds }
darkly-group-return = Выберите два сна, которые замешаете обратно (остальные бросаются)
darkly-group-return-one = Оставьте один сон, чтобы бросить за сновидца
darkly-group-target = Выберите сновидца, за которого бросаете
darkly-group-envy = Выберите сон { $of } для переброса
darkly-group-envy-two = Выберите свой сон для переброса
darkly-group-primeval = Тень Первобытного: переложить сон из теней в стопку охоты?
darkly-group-nm-envy = Как ударит Кошмар Зависти
darkly-group-nm-depths = Какой бросок вернётся в колоду
darkly-group-nm-primeval = Переложить двухочковое Первобытное { $of } в его стопку охоты?
darkly-group-become = Выберите, каким Кошмаром стать
darkly-group-sleep = Уснуть или не спать
darkly-group-choose = Выбор
darkly-label-return = Вернуть { $dreams }
darkly-label-roll-for = Бросок за { $name }
darkly-label-pick-exhaust = Взять сон истощения №{ $place }
darkly-label-pick-shadow = Взять { $dream } из стопки теней
darkly-label-pick-hunt = Взять { $dream } из стопки охоты
darkly-label-pick-points = Взять { $dream } из очков
darkly-label-move-nothing = Ничего не перекладывать
darkly-label-envy-pick-after = Выбрать сон для переброса
darkly-label-envy-two-after = Сновидец перебрасывает два
darkly-label-send-back = Вернуть бросок { $number }
darkly-label-become = Стать Кошмаром { $dream ->
        [D] 🌊 Глубин
        [E] 🐍 Зависти
        [C] ⛓️ Клеток
        [P] 🐺 Первобытного
       *[other] ?
    }
darkly-label-sleep = Уснуть: закончить ход
darkly-label-stay-awake = Не спать
darkly-label-keep-return = Оставить { $kept }, вернуть { $back }
darkly-the-dream = сон
darkly-label-target = Бросить { $dream } за { $name } (⭐{ $points })
darkly-label-primeval = Переложить тень { $dream } в мою стопку охоты
darkly-label-nm-primeval = Переложить двухочковое { $dream } { $of } в его стопку охоты
darkly-label-reroll = Перебросить: { $spot }
darkly-label-leave = Не трогать очки { $of }
darkly-label-envy-pick = Я выбираю сон { $of } для переброса
darkly-label-envy-two = { $of } перебрасывает два: каждый результат ⭐1 — мой
darkly-label-discard = Вернуть { $back }; { $of } оставляет { $keep }
darkly-label-stay-awake-draw = Не спать: вытянуть { $draw }
darkly-dice-line = 🎲 в этот ход: { $dice }
darkly-footer-nothing = Сейчас делать нечего.
darkly-footer-over = Игра окончена.
darkly-footer-choice = Ваш выбор.
darkly-event-turn-comatose = 🌙 **Ход { $turn }: { $name }** в коме.
darkly-event-turn-nightmare = 🌙 **Ход { $turn }: { $name }**, { $nightmare }, преследует.
darkly-event-turn = 🌙 **Ход { $turn }: { $name }** засыпает (метка сна 3).
darkly-event-comatose-turn = 😵 { $who } проспит ход: { $dreams } возвращаются в колоду ({ $count ->
        [one] { $count } сон рубашкой вверх остаётся
        [few] { $count } сна рубашкой вверх остаются
        [many] { $count } снов рубашкой вверх остаются
       *[other] { $count } сна рубашкой вверх остаются
    }).
darkly-event-drew-depths = 🌊 Тень Глубин: { $who } тянет ещё один сон: { $dreams }.
darkly-event-drew-nightmare-depths = 🌊 Кошмар Глубин: { $who } тянет два: { $dreams }.
darkly-event-drew-nightmare = 😈 { $who } тянет { $dreams }.
darkly-event-drew = 🃏 { $who } тянет { $count }: { $short } ({ $dreams }).
darkly-event-returned = ↩️ { $who } замешивает { $dreams } обратно в колоду.
darkly-event-returned-depths = ↩️ { $dreams } возвращается в колоду; { $who } оставляет другой.
darkly-event-rolled-envy = 🎲 Переброс на карте { $who }: { $rolls } (без свойства).
darkly-event-rolled-nightmare = 🎲 { $by } бросает за { $who }: { $rolls }.
darkly-event-rolled-nightmare-envy = 🎲 { $who } перебрасывает: { $rolls }.
darkly-event-rolled-nightmare-depths = 🎲 { $who } бросает два сна Кошмара: { $rolls }.
darkly-event-rolled = 🎲 { $who } бросает: { $rolls }.
darkly-event-targeted = 😈 { $nightmare } оставляет { $dream } и преследует им { $who }.
darkly-event-nightmare-activated = 😈 Тень { $dream } у { $who } будит { $nightmare }, Кошмар { $kind ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }: он забирает её как 1 очко.
darkly-event-nightmare-took = 😈 { $nightmare } забирает { $dream } у { $who } как 1 очко.
darkly-event-cages-none = ⛓️ Клетки на { $who }: нет открытого сна в истощении, который можно перевернуть.
darkly-event-cages = ⛓️ Клетки на { $who }: сон { $dream } в истощении (№{ $place } снизу) переворачивается рубашкой вверх.
darkly-event-envy-pick-own = 🐍 { $who } выбирает для переброса свой { $dream }.
darkly-event-envy-pick = 🐍 { $chooser } выбирает для переброса { $dream } у { $who }.
darkly-event-envy-mode-pick = 😈 { $nightmare } выберет сон { $who } для переброса.
darkly-event-envy-mode-two = 😈 { $nightmare } заставляет { $who } перебросить два сна: каждый результат ⭐1 достаётся Кошмару.
darkly-event-hunt-points = 🐾 { $by } перекладывает двухочковое { $dream } { $who } в его стопку охоты.
darkly-event-hunt-shadow = 🐾 { $who } перекладывает тень { $dream } в свою стопку охоты.
darkly-event-declined-nm-primeval = { $who } оставляет двухочковое Первобытное на месте.
darkly-event-declined = { $who } ничего не перекладывает в стопку охоты.
darkly-event-out-hunted = ❌ { $who }: загнан охотой (4 сна охоты) и выбывает из игры; его сны возвращаются в колоду.
darkly-event-out-asleep = ❌ { $who }: больше не проснётся (3 сна истощения рубашкой вверх) и выбывает из игры; его сны возвращаются в колоду.
darkly-event-became-nightmare = 😈 { $who } становится **Кошмаром { $kind ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }** { $emoji } с { $count ->
        [one] { $count } очком
        [few] { $count } очками
        [many] { $count } очками
       *[other] { $count } очками
    }; остальные его сны возвращаются.
darkly-event-comatose = 😵 { $who } впадает в кому (истощение { $exhaust }) и пропускает следующий ход.
darkly-event-slept = 😴 { $who } засыпает.
darkly-event-slept-points = 😴 { $who } засыпает с ⭐{ $points }.
darkly-event-slept-back = 😴 { $who } засыпает; { $dream } покидает стопку истощения.
darkly-event-slept-points-back = 😴 { $who } засыпает с ⭐{ $points }; { $dream } покидает стопку истощения.
darkly-event-stayed-awake = ☕ { $who } не спит: метка сна { $marker }.
darkly-event-final-round = 🔔 Цели достигли: { $who }. **Последний круг!** Игра кончится перед ходом { $before }.
darkly-event-over-deck = 🏁 Колода кончилась: { $who } нужно было снов: { $needed }, осталось { $left }. Игра окончена.
darkly-event-over-nightmares = 🏁 Сновидцев не осталось. Игра окончена.
darkly-event-over-final = 🏁 Последний круг сыгран.
darkly-result = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } · { $status }
darkly-result-dreams = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } · { $status }, на карте { $dreams ->
        [one] { $dreams } сон
        [few] { $dreams } сна
        [many] { $dreams } снов
       *[other] { $dreams } сна
    }
darkly-picture-over = Игра окончена
darkly-picture-haunts = Ход { $turn }: { $name } преследует сновидца
darkly-picture-turn = Ход { $turn }: { $name }, метка сна { $marker }
darkly-picture-goal = Цель { $goal } очков, в колоде { $deck ->
        [one] { $deck } сон
        [few] { $deck } сна
        [many] { $deck } снов
       *[other] { $deck } сна
    }
darkly-picture-goal-final = Цель { $goal } очков, в колоде { $deck ->
        [one] { $deck } сон
        [few] { $deck } сна
        [many] { $deck } снов
       *[other] { $deck } сна
    }, последний круг
darkly-picture-dice = Кубики этого хода
darkly-picture-dice-earlier = Кубики этого хода (ранние не показаны: { $count })
darkly-picture-no-dice = Кубики ещё не брошены
darkly-picture-result-1pt = +1
darkly-picture-result-2pt = +2
darkly-picture-result-exhaust = истощ.
darkly-picture-result-hunt = охота
darkly-picture-result-shadow = тень
darkly-picture-points = { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
darkly-picture-nightmare = Кошмар { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }
darkly-picture-comatose = в коме: пропускает ход
darkly-picture-out = выбыл из игры
darkly-picture-dreamer = сновидец
darkly-picture-takes = забирает каждую тень { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Первобытного
       *[other] ?
    }
darkly-picture-hunt = охота
darkly-picture-exhaust = истощ.
darkly-picture-shadow = тень
darkly-picture-count = { $count } из { $limit }
darkly-picture-count-down = { $count } из { $limit }, рубашкой вверх { $down }
darkly-picture-shadow-limit = Кошмар при { $limit }

## somna

spirits-thread-name = 👻 Духи { $game } #{ $table }
spirits-greeting = 👻 Здесь собираются духи игры **{ $game }** из <#{ $channel }>. Живые не видят эту ветку: смотрите и беседуйте между собой.
spirits-over = Игра окончена: все снова могут говорить в <#{ $channel }>.
spirits-roles = 👁️ Только для глаз духов, все роли: { $roles }
spirits-reason-dead = Погиб в игре за столом #{ $table }
spirits-reason-back = Снова в игре за столом #{ $table }, или игра окончена
spirits-reason-thread = Мёртвые стола #{ $table }
somna-hand-label = Моя роль
somna-button-extend = Ещё время
somna-extend-done = ⏳ { $minutes ->
    [one] Ещё { $minutes } минута
    [few] Ещё { $minutes } минуты
    [many] Ещё { $minutes } минут
   *[other] Ещё { $minutes } минуты
}: этот этап теперь закончится <t:{ $ends }:R>.
somna-extend-refused-host = Дать деревне больше времени может только ведущий стола.
somna-extend-refused-used = С наступления ночи время уже продлевали: ведущий может сделать это один раз за ночь и день.
somna-extend-refused-not-now = Сейчас нечего продлевать.
somna-tagline = социальная дедукция, бот рассказывает историю

# Глоссарий Somna (везде одинаково):
#   Dream Demon — Демон сна; Witch — Ведьма; Witch Hunter — Охотник на ведьм;
#   Beast — Зверь; Priest — Священник; Apothecary — Аптекарь; Zealot — Фанатик;
#   Monger — Миротворец; Curious One — Любопытный; Villager — Житель;
#   Hex — Порча (карта Порчи); Spell — Заклятие; Poison — Яд; Elixir — Эликсир;
#   pyre — костёр; nomination — выдвижение; vote — голос; village — деревня;
#   Storyteller — Рассказчик; sunrise — рассвет; night — ночь; day — день.
# Имена игроков не склоняются: фразы построены так, чтобы имя стояло в
# именительном падеже или после слова «игрок», без глаголов в прошедшем роде.
somna-story-sunrise = 🌅 **Рассвет после ночи { $night }.** { $line }
somna-story-role-revealed = { $text } (Роль: { $role }.)
somna-story-cause-slain = убийство во сне
somna-story-cause-poisoned = яд
somna-story-cause-vigilante = удар самосуда
somna-story-cause-unknown = смерть
somna-story-number = { $count ->
    [0] Ни одного
    [1] Один
    [2] Два
    [3] Три
    [4] Четыре
    [5] Пять
    [6] Шесть
    [7] Семь
    [8] Восемь
    [9] Девять
    [10] Десять
   *[other] { $count }
}
somna-story-number-lower = { $count ->
    [0] ни одного
    [1] один
    [2] два
    [3] три
    [4] четыре
    [5] пять
    [6] шесть
    [7] семь
    [8] восемь
    [9] девять
    [10] десять
   *[other] { $count }
}
somna-list-and = { $first } и { $last }
somna-tale-night = 🌙 **Ночь { $night }:** { $text }.
somna-tale-day = ☀️ **День { $day }:** { $text }.
somna-tale-votes = { $votes ->
    [one] после { $votes } голоса
    [few] после { $votes } голосов
    [many] после { $votes } голосов
   *[other] после { $votes } голоса
}, { $text }
somna-tale-fallback = { $actor } ({ $role }): { $power } на { $target }
somna-story-dawn-1 = Серый рассвет ползёт по соломенным крышам.
somna-story-dawn-2 = Кричит петух, и деревня просыпается.
somna-story-dawn-3 = Солнце встаёт, и туман поднимается с переулков.
somna-story-dawn-4 = Церковный колокол звонит в холодное бледное утро.
somna-story-dawn-5 = Одна за другой со скрипом открываются ставни.
somna-story-dawn-6 = Последняя свеча гаснет, небо розовеет.
somna-story-hex-1 = На карте роли игрока { $player } у всех на виду лежит карта Порчи. Осталось карт Порчи: { $left }.
somna-story-hex-2 = Ночью колдовство коснулось игрока { $player }: на его карте роли лежит карта Порчи. Осталось карт Порчи: { $left }.
somna-story-hex-3 = Это видят все: на игрока { $player } навели Порчу. Осталось карт Порчи: { $left }.
somna-story-slain-1 = { $player }: убийство во сне.
somna-story-slain-2 = { $player } больше не проснётся: убийство во сне.
somna-story-slain-3 = На рассвете соседи нашли тело. { $player }: убийство во сне.
somna-story-slain-4 = Крик на рассвете. { $player }: убийство во сне.
somna-story-poisoned-1 = { $player }: яд.
somna-story-poisoned-2 = Над постелью игрока { $player } стоит горький запах. Это яд.
somna-story-poisoned-3 = { $player } лежит неподвижно, губы посинели: яд.
somna-story-vigilante-1 = { $player }: удар самосуда.
somna-story-vigilante-2 = Кто-то взял закон в свои руки. { $player }: удар самосуда.
somna-story-vigilante-3 = Тело игрока { $player } лежит в переулке: удар самосуда.
somna-story-many-1 = Этой ночью игрока { $player } настигла не одна беда: { $causes }.
somna-story-many-2 = Деревня шепчется об игроке { $player }: { $causes }.
somna-story-many-3 = Игрок { $player } не дожил до рассвета: { $causes }.
somna-story-saved-one-1 = Кого-то удалось спасти.
somna-story-saved-one-2 = Смерть постучала, но кого-то удалось спасти.
somna-story-saved-one-3 = Судьба сжалилась над одной душой: кого-то удалось спасти.
somna-story-saved-many-1 = { $saved ->
    [one] { $count } человек спасён.
    [few] { $count } человека спасены.
    [many] { $count } человек спасено.
   *[other] { $count } человека спасено.
}
somna-story-saved-many-2 = { $saved ->
    [one] Смерть стучала не раз, но { $count_lower } человек спасён.
    [few] Смерть стучала не раз, но { $count_lower } человека спасены.
    [many] Смерть стучала не раз, но { $count_lower } человек спасены.
   *[other] Смерть стучала не раз, но { $count_lower } человека спасены.
}
somna-story-saved-many-3 = { $saved ->
    [one] Этой ночью судьба была милостива: { $count_lower } человек спасён.
    [few] Этой ночью судьба была милостива: { $count_lower } человека спасены.
    [many] Этой ночью судьба была милостива: { $count_lower } человек спасены.
   *[other] Этой ночью судьба была милостива: { $count_lower } человека спасены.
}
somna-story-returned-1 = { $player } возвращается к жизни!
somna-story-returned-2 = Могила отдаёт игрока { $player }: возвращение к жизни!
somna-story-returned-3 = { $player } снова дышит: возвращение к жизни!
somna-story-quiet-1 = Деревня спала спокойно: никто не умер.
somna-story-quiet-2 = Мирный отдых для всех: никто не умер.
somna-story-quiet-3 = Ни одна дверь не взломана, ни один крик не прозвучал: никто не умер.
somna-story-quiet-4 = Этим утром все постели тёплые: никто не умер.
somna-story-downfall-1 = Деревня собирается в молчании.
somna-story-downfall-2 = Этим утром по переулкам бродит страх.
somna-story-downfall-3 = Площадь полна шёпота и косых взглядов.
somna-story-downfall-4 = Кто-то среди вас знает больше, чем говорит.
somna-story-hint-witch-1 = Где-то в деревне всё ещё булькает котёл.
somna-story-hint-witch-2 = В воздухе держится запах жжёных трав: колдовство ещё не ушло.
somna-story-hint-witch-3 = Чёрные кошки всё ещё собираются там, где ходит ведьма.
somna-story-hint-witch-hunter-1 = Кто-то всё ещё следит за окнами, высматривая колдовство.
somna-story-hint-witch-hunter-2 = По ночам фонарь всё ещё движется от окна к окну: охота продолжается.
somna-story-hint-witch-hunter-3 = Кто-то среди вас всё ещё узнает ведьму с первого взгляда.
somna-story-hint-priest-1 = Перед алтарём всё ещё горит свеча.
somna-story-hint-priest-2 = Каждую ночь над домами всё ещё звучит молитва.
somna-story-hint-priest-3 = Двери часовни всё ещё открыты для верующих.
somna-story-hint-apothecary-1 = Из какого-то погреба всё ещё тянет травами.
somna-story-hint-apothecary-2 = Кто-то всё ещё хранит склянки на верхней полке.
somna-story-hint-apothecary-3 = В темноте всё ещё стучит пестик.
somna-story-hint-zealot-1 = Кто-то всё ещё точит клинок во имя веры.
somna-story-hint-zealot-2 = Клятва самосуда всё ещё связывает кого-то в деревне.
somna-story-hint-zealot-3 = За одной из этих дверей всё ещё пылает рвение.
somna-story-hint-monger-1 = Кто-то всё ещё держит ведро воды у двери.
somna-story-hint-monger-2 = Среди вас всё ещё звучит спокойный голос разума.
somna-story-hint-monger-3 = Кто-то всё ещё стережёт деревню от самосуда.
somna-story-hint-curious-one-1 = По ночам между домами всё ещё петляют маленькие следы.
somna-story-hint-curious-one-2 = Любопытный ребёнок всё ещё суёт нос в чужие дела.
somna-story-hint-curious-one-3 = Кто-то юный всё ещё знает больше, чем думают взрослые.
somna-tale-seduce-witch = { $actor } ({ $role }) соблазняет игрока { $target } и делает его Ведьмой
somna-tale-seduce-failed = { $actor } ({ $role }) пытается соблазнить игрока { $target }, но душа не поддаётся
somna-tale-corrupt-beast = { $actor } ({ $role }) развращает игрока { $target } и делает его Зверем
somna-tale-corrupt-failed = { $actor } ({ $role }) тщетно пытается развратить игрока { $target }
somna-tale-hex-cast = { $actor } ({ $role }) наводит Порчу на игрока { $target }
somna-tale-spell-true = { $actor } ({ $role }) накладывает Заклятие на игрока { $target } и узнаёт, что это Демон
somna-tale-spell-false = { $actor } ({ $role }) накладывает Заклятие на игрока { $target } и узнаёт, что это не Демон
somna-tale-check-true = { $actor } ({ $role }) заглядывает в окно игрока { $target } и видит Ведьму
somna-tale-check-false = { $actor } ({ $role }) заглядывает в окно игрока { $target } и не видит Ведьмы
somna-tale-check-hexed = { $actor } ({ $role }) заглядывает в окно игрока { $target }, но Порча затуманивает стекло
somna-tale-peek-seen = { $actor } ({ $role }) пробирается в дом игрока { $target } и находит карту «{ $seen }»
somna-tale-peek-hexed = { $actor } ({ $role }) крадётся к дому игрока { $target }, но Порча заставляет повернуть назад
somna-tale-bless-blessed = { $actor } ({ $role }) благословляет дом игрока { $target }
somna-tale-bless-hexed = { $actor } ({ $role }) благословляет дом игрока { $target }, но Порча портит благословение
somna-tale-guard-guarded = { $actor } ({ $role }) стережёт дверь игрока { $target }
somna-tale-guard-hexed = { $actor } ({ $role }) стережёт дверь игрока { $target }, но Порча нагоняет сон
somna-tale-slay-struck = { $actor } ({ $role }) убивает игрока { $target } во сне
somna-tale-slay-blocked = { $actor } ({ $role }) приходит за игроком { $target }, но благословение преграждает дверь
somna-tale-maul-struck = { $actor } ({ $role }) растерзывает игрока { $target }
somna-tale-maul-hexed = { $actor } ({ $role }) бросается на игрока { $target }, но Порча удерживает Зверя
somna-tale-poison-struck = { $actor } ({ $role }) отравляет игрока { $target }
somna-tale-poison-hexed = { $actor } ({ $role }) наливает Яд для игрока { $target }, но Порча разбивает склянку
somna-tale-vigilante-struck = { $actor } ({ $role }) вершит самосуд над игроком { $target }
somna-tale-vigilante-blocked = { $actor } ({ $role }) приходит за игроком { $target }, но у двери стоит стража
somna-tale-vigilante-hexed = { $actor } ({ $role }) заносит клинок над игроком { $target }, но Порча останавливает руку
somna-tale-elixir-returned = { $actor } ({ $role }) возвращает игрока { $target } к жизни Эликсиром
somna-tale-elixir-saved = { $actor } ({ $role }) вырывает игрока { $target } из лап смерти Эликсиром
somna-tale-elixir-wasted = { $actor } ({ $role }) льёт Эликсир для игрока { $target }, но напрасно
somna-tale-elixir-hexed = { $actor } ({ $role }) льёт Эликсир для игрока { $target }, но Порча разбивает склянку
somna-tale-any-void = { $actor } тянется к силе, которой больше нет
somna-tale-quiet-night = вся деревня спит
somna-tale-deaths = к утру мертвы: { $players }
somna-tale-executed = деревня отправляет игрока { $player } на костёр
somna-tale-sabotaged = для игрока { $player } разжигают костёр, но { $saboteur } (Миротворец) заливает дрова водой
somna-tale-no-pyre = никто не отправляется на костёр

# Названия ролей (id из data/somna/roles.toml), ночные силы (night.toml), карты ролей (cards.toml).
somna-role-demon = Демон сна
somna-role-witch = Ведьма
somna-role-beast = Зверь
somna-role-witch-hunter = Охотник на ведьм
somna-role-priest = Священник
somna-role-apothecary = Аптекарь
somna-role-zealot = Фанатик
somna-role-monger = Миротворец
somna-role-curious-one = Любопытный
somna-role-villager = Житель
somna-power-seduce = Соблазнить в Ведьмы
somna-power-corrupt = Развратить в Зверя
somna-power-hex = Порча
somna-power-bless = Благословить дом
somna-power-guard = Стоять на страже
somna-power-slay = Убить
somna-power-maul = Растерзать
somna-power-poison = Яд
somna-power-vigilante = Самосуд
somna-power-elixir = Эликсир
somna-power-spell = Заклятие (это Демон?)
somna-power-check = Искать колдовство
somna-power-peek = Подсмотреть карту роли
somna-card-demon =
    Вы — **зло**. В первую ночь вы должны соблазнить простого жителя и сделать его своей Ведьмой (душа с ролью сопротивляется: вам об этом скажут, и вы выберете снова). Со второй ночи каждую ночь вы убиваете одного игрока; благословлённый дом от вас защищён. Если ваша Ведьма погибнет, в следующую же ночь (раз за игру) вы можете вместо убийства соблазнить новую.
    Вы знаете своих Ведьм. Зло побеждает, когда живых жителей не больше, чем зла; вы проигрываете, если погибаете.
somna-card-witch = Вы — **зло**: вас соблазнил Демон (вы не знаете, кто он; он знает вас). Каждую ночь накладывайте **Заклятие** (узнайте, Демон ли этот игрок) или **Порчу** (3 на игру на всех Ведьм): сила игрока под Порчей этой ночью не срабатывает. Если Демон погибнет, вы погибнете вместе с ним.
somna-card-beast = Вы — **зло**: Демон развратил вас, и вы знаете, кто он. Каждую ночь вы можете **растерзать** одного игрока, даже Ведьму; благословения вас не останавливают, а деревня узнаёт о вашей жертве так же, как о жертве Демона.
somna-card-witch-hunter = Вы на стороне **деревни**. Каждую ночь проверяйте одного игрока: на рассвете вы узнаете, похож ли он на Ведьму. (Один целитель деревни, пока жив, тоже похож на Ведьму: см. /rules.)
somna-card-priest = Вы на стороне **деревни**. Каждую ночь благословляйте один дом (можно свой): этой ночью его жители защищены от удара Демона.
somna-card-apothecary = Вы на стороне **деревни**. У вас две склянки, не больше одной за ночь: **Эликсир** (один раз: мёртвый игрок возвращается на рассвете простым жителем) и **Яд** (один раз: убить игрока). Или ничего не делайте и сохраните их.
somna-card-zealot = Вы на стороне **деревни**. Каждую ночь вы можете свершить самосуд над одним игроком или воздержаться. Стража может вас остановить.
somna-card-monger = Вы на стороне **деревни**. Когда вас впервые разбудят, во вторую ночь, вы узнаете, кто Фанатик (ниже). Каждую ночь охраняйте одного игрока от Фанатика. Раз за игру вы можете **сорвать** казнь на костре (но не на следующий день после Порчи на вас).
somna-card-curious-one = Вы на стороне **деревни**. Каждую ночь подсматривайте текущую карту роли одного игрока.
somna-card-villager = Вы на стороне **деревни**. Ночной силы у вас нет: каждую ночь нажимайте **Спать**. Днём ищите Демона: выдвигайте, спорьте, голосуйте.
somna-card-advanced-demon =
    Вы — **зло**. В первую ночь вы должны соблазнить простого жителя и сделать его своей Ведьмой. Душа с ролью либо сопротивляется (вам об этом скажут, и вы выберете снова), либо — у трёх стойких ролей (см. /rules) — срывает ваш замысел: соблазнение не удаётся, и ваша ночь заканчивается впустую. Со второй ночи каждую ночь вы убиваете одного игрока; благословлённый дом от вас защищён. Если ваша Ведьма погибнет, в следующую же ночь (раз за игру) вы можете вместо убийства соблазнить новую. После второй Ведьмы раз за игру вы можете вместо этого развратить простого жителя и сделать его своим **Зверем**: он убивает рядом с вами каждую ночь (благословения его не останавливают; деревня узнаёт о его жертве как о вашей).
    Вы знаете своих Ведьм и своего Зверя. Зло побеждает, когда живых жителей не больше, чем зла; вы проигрываете, если погибаете.
somna-verb-seduce = Соблазнить
somna-verb-corrupt = Развратить
somna-verb-slay = Убить
somna-verb-maul = Растерзать
somna-verb-spell = Заклятие на
somna-verb-hex = Порча на
somna-verb-check = Проверить
somna-verb-bless = Благословить дом:
somna-verb-elixir = Эликсир для
somna-verb-poison = Отравить
somna-verb-vigilante = Сразить
somna-verb-guard = Охранять
somna-verb-peek = Подсмотреть:
somna-cause-slain = убит(а) во сне
somna-cause-torn-apart = убит(а) во сне
somna-cause-poisoned = отравлен(а)
somna-cause-vigilante = сражён(а) самосудом
somna-cause-executed = казнён(а)
somna-cause-with-demon = погиб(ла) вместе с Демоном
somna-stage-nominate = выдвижения
somna-stage-plea = слово обвиняемому
somna-stage-vote = голосование
somna-stage-final = финальное голосование
somna-stage-pyre = костёр
somna-stage-runoff = переголосование

# Общая доска (cogs/present/somna.py).
somna-nobody = никто
somna-death-line = 💀 **{ $player }**: { $how }.
somna-death-line-role = 💀 **{ $player }**: { $how } (роль: { $role }).
somna-board-night-title = 🌙 Somna: ночь { $night }
somna-board-night-intro = Каждый отвечает на свой личный ночной запрос (в ЛС или через **Моя роль** ниже). До рассвета здесь ничего не изменится.
somna-board-day-title = ☀️ Somna: день { $day }, { $stage }
somna-board-intro-nominate = Выдвиньте живого игрока или завершите день. Для казни нужно больше половины живых голосов «за» ({ $needed }).
somna-board-intro-plea = Обвиняемому слово, затем голосуют все.
somna-board-intro-vote = Голосуйте «за» или «против»; казнь при { $needed } голосах «за».
somna-board-intro-final = Каждый живой игрок выбирает одного живого игрока; кого выберут чаще всех, тот идёт на костёр.
somna-board-intro-pyre = Костёр зажжён: он вспыхнет, когда выйдет время.
somna-board-intro-runoff = Финальное голосование закончилось ничьей: каждый живой игрок выбирает одного из лидеров; кого выберут чаще, тот идёт на костёр, новая ничья решается жребием.
somna-board-over-title = 🏁 Somna: { $winner ->
    [village] победила деревня
   *[evil] победило зло
}
somna-board-over-intro = Игра окончена; все роли раскрыты в канале.
somna-board-away = отошёл
somna-board-hexed = под Порчей
somna-board-dead = мёртв
somna-board-when-night = ночь { $night }
somna-board-when-day = день { $day }
somna-field-alive = В живых
somna-field-alive-value = { $alive } из { $seats }
somna-field-trial = Под судом
somna-field-trial-value = **{ $nominee }**, обвинитель: { $accuser }
somna-field-votes = Голоса
somna-field-final = Финальное голосование
somna-field-pyre = На костре
somna-field-failed = Неудачных голосований сегодня
somna-field-failed-value = { $failed } из { $max }
somna-field-history = Голосования сегодня
somna-tally-needed = нужно «за»: { $needed }
somna-tally-waiting = ждём: { $names }
somna-tally-abstained = воздержались: { $names }
somna-tally-no-picks = пока никого не выбрали
somna-history-no-picks = никого не выбрали
somna-history-final = Финальное голосование: { $tally } → **{ $chosen }**
somna-history-final-tie = Финальное голосование: { $tally } → **{ $chosen }** (ничья решена жребием)
somna-history-final-runoff = Финальное голосование: { $tally } → ничья между { $names }: переголосование
somna-history-runoff = Переголосование: { $tally } → **{ $chosen }**
somna-history-runoff-tie = Переголосование: { $tally } → **{ $chosen }** (ничья решена жребием)
somna-history-vote = { $accuser } обвиняет **{ $nominee }**: «за» { $yes } ({ $yes_names }), «против» { $no } ({ $no_names }), нужно { $needed }: { $passed ->
    [yes] принято
   *[no] отклонено
}

# Выбор, призывы и личный экран (cogs/present/somna.py).
somna-group-sleep = Или ничего не делать
somna-group-nominate = Выдвиньте кого-нибудь или завершите день
somna-group-pick = Финальное голосование: выберите одного игрока
somna-group-choose = Выберите
somna-label-elixir-back = Эликсир: вернуть { $name }
somna-label-elixir-tonight = Эликсир для { $name } (если погибнет этой ночью)
somna-label-power = { $verb } { $name }
somna-label-sleep = Спать
somna-label-nominate = Выдвинуть { $name }
somna-label-end-day = Завершить день (без выдвижения)
somna-label-end-plea = Я всё сказал: к голосованию
somna-label-vote-yes = За: казнить
somna-label-vote-no = Против: пощадить
somna-label-abstain = Воздержаться
somna-label-pick = Выбрать { $name }
somna-label-watch = Смотреть, как горит костёр
somna-label-sabotage = Сорвать казнь на костре
somna-prompt-footer-night = Выбор можно изменить до конца ночи.
somna-call-plea = 📣 { $mentions }: слово обвиняемому — **{ $name }**{ $until }, затем голосуйте здесь.
somna-call-nominate = 📣 { $mentions }: выдвиньте кого-нибудь или завершите день{ $until }.
somna-call-final = 📣 { $mentions }: выберите одного игрока{ $until }.
somna-choice-none = ответа пока нет
somna-private-title = { $emoji } { $role } (ваша роль)
somna-private-dealt = _Вам выпала роль «{ $role }»; этой ночью ваша роль изменилась._
somna-private-dead = 👻 **Вы мертвы.** Вы больше не можете действовать и голосовать; смотрите, чем всё закончится.
somna-private-night-chosen = 🌙 **Ночь { $night }**: ваш выбор этой ночью: **{ $choice }**.
somna-private-night-open = 🌙 **Ночь { $night }**: выберите ниже до конца ночи.
somna-private-pyre-chosen = 🔥 **У костра**: ваш выбор — **{ $choice }**.
somna-private-pyre-open = 🔥 **У костра**: выберите ниже.
somna-private-day = ☀️ **День { $day }**: дневной выбор — в канале.
somna-known-witches = Ваши Ведьмы: { $names }
somna-known-beast = Ваш Зверь: { $names }
somna-known-demon = Демон — **{ $name }**.
somna-known-resisted = Этой ночью вам сопротивлялись: { $names }
somna-field-known = Что вы знаете
somna-field-left = Осталось
somna-left-hexes = Порча
somna-left-elixir = Эликсир
somna-left-poison = Яд
somna-left-sabotage = срыв казни
somna-left-witches = новых Ведьм
somna-left-beasts = Зверь
somna-knowledge-when = Ночь { $night }: { $text }
somna-knowledge-knows = **{ $name }** — { $role }.
somna-knowledge-resisted = **{ $name }** устоял(а) перед соблазном: у этого игрока есть роль.
somna-knowledge-witch-made = **{ $name }** теперь ваша Ведьма.
somna-knowledge-beast-made = **{ $name }** теперь ваш Зверь.
somna-knowledge-seduction-failed = Попытка с **{ $name }** провалилась: эта душа сорвала ваш замысел, и ваша ночь окончена.
somna-knowledge-seduced = Демон соблазнил вас: теперь вы **Ведьма** (зло).
somna-knowledge-corrupted = Демон развратил вас: теперь вы **Зверь**. Демон — **{ $demon }**.
somna-knowledge-spell-yes = Ваше Заклятие на **{ $name }**: это **Демон**!
somna-knowledge-spell-no = Ваше Заклятие на **{ $name }**: это не Демон.
somna-knowledge-check-yes = Ваша проверка **{ $name }**: **похож(а) на Ведьму**.
somna-knowledge-check-no = Ваша проверка **{ $name }**: не похож(а) на Ведьму.
somna-knowledge-peek = Вы подсмотрели карту **{ $name }**: { $role }.
somna-knowledge-hexed = На вас была Порча: ваша сила не сработала.
somna-knowledge-hexed-power = На вас была Порча: ваше действие «{ $power }» не сработало.
somna-knowledge-returned = Эликсир вернул вас к жизни: теперь вы простой житель.

# События дня, конец игры и итоги (cogs/present/somna.py).
somna-status-ready = Готовы завершить день: { $names } ({ $ready } из { $alive }; нужно { $needed })
somna-status-late = ⏳ прошла половина времени (конец { $ends })
somna-status-late-waiting = ⏳ прошла половина времени (конец { $ends }): ещё не выбрали: { $names }
somna-event-choose-again = { $line } Выберите снова.
somna-event-night-falls = 🌙 **Наступает ночь { $night }.** Каждый отвечает на свой ночной запрос в ЛС (или через **Моя роль**) и может изменить ответ до рассвета; солнце встанет, когда ответят все или выйдет время.
somna-event-day-begins = ☀️ **День { $day }.** В живых ({ $count }): { $names }. Обсуждайте, затем выдвиньте кого-нибудь ниже или завершите день.
somna-event-nominated = ⚖️ **{ $accuser }** обвиняет **{ $nominee }**. { $nominee }, ваше слово в защиту.
somna-event-vote-opened = 🗳️ **Голосование по { $nominee }**: для казни нужно голосов «за»: { $needed }. Голос можно изменить, пока не проголосуют все.
somna-event-vote-closed = Голосование по **{ $nominee }** { $passed ->
    [yes] ✅ **принято**
   *[no] ❌ **отклонено**
}: «за» { $yes } ({ $yes_names }), «против» { $no } ({ $no_names }); нужно { $needed }.
somna-event-nominations-open = Выдвижения снова открыты ({ $failed ->
    [one] { $failed } неудачное голосование сегодня
    [few] { $failed } неудачных голосования сегодня
    [many] { $failed } неудачных голосований сегодня
   *[other] { $failed } неудачного голосования сегодня
}).
somna-event-final-vote = ⏳ **Финальное голосование.** Каждый живой игрок выбирает одного живого игрока (или воздерживается); кого выберут чаще всех, тот идёт на костёр, при ничьей — короткое переголосование между лидерами.
somna-event-runoff = ⚖️ **Переголосование.** Ничья между { $names }: каждый живой игрок за { $seconds } с выбирает одного из них (или воздерживается); новая ничья решается жребием.
somna-event-pyre-lit = 🔥 **Для { $name } зажжён костёр.** Он вспыхнет, когда выйдет время.
somna-event-sabotaged = 💧 Кто-то залил дрова водой: костёр не загорится. **{ $name }** остаётся в живых, сегодня никого не казнят.
somna-event-executed = 🔥 **{ $name }**: казнь свершилась. { $demon ->
    [yes] 😈 **Демон изгнан!**
   *[no] Демон не изгнан.
}
somna-event-executed-role = 🔥 **{ $name }**: казнь свершилась. Роль: { $role }. { $demon ->
    [yes] 😈 **Демон изгнан!**
   *[no] Демон не изгнан.
}
somna-over-head = { $winner ->
    [village] 🏡 **Победила деревня**
   *[evil] 😈 **Победило зло**
}: { $reason ->
    [demon_dead] Демон мёртв
   *[other] живых жителей не больше, чем зла
}.
somna-over-died-with-demon = 💀 **{ $name }**: гибель вместе с Демоном.
somna-over-roles = **Роли:**
somna-over-story = **История:**
somna-over-dealt = { $role } (выпала роль «{ $dealt }»)
somna-faction-village = деревня
somna-faction-evil = зло
somna-result-line = { $mark } **{ $name }**: { $emoji } { $role } ({ $faction }, { $alive ->
    [yes] в живых
   *[no] мёртв(а)
}){ $won ->
    [yes] {" "}победа
   *[no] {""}
}

# Картинка деревни (cogs/present/somna_images.py), слова подставляются до рисования.
somna-picture-night = Ночь { $night }
somna-picture-day = День { $day }
somna-picture-day-sunrise = День { $day }: рассвет
somna-picture-over = { $winner ->
    [village] Победила деревня
   *[evil] Победило зло
}
somna-picture-line = в живых: { $alive } · погибли: { $dead }
somna-picture-hexed = под Порчей: { $count }
somna-picture-seat = место { $seat }
somna-picture-on-trial = под судом

## stats, ratings and achievements

# Глоссарий: stats — статистика, rating — рейтинг, leaderboard — таблица лидеров, place — место,
# achievement — достижение, rated game — рейтинговая партия.
stats-title = Статистика: { $name }
stats-none = Завершённых партий пока нет.
stats-none-game = Завершённых партий в { $game } пока нет.
stats-summary = Партий: **{ $played }**, побед: **{ $wins }** ({ $percent } %), среднее место { $place }
stats-game-line = сыграно { $played }, побед { $wins } ({ $percent } %), среднее место { $place }
stats-rating = { $rating } ({ $games } { $games ->
    [one] рейтинговая партия
    [few] рейтинговые партии
    [many] рейтинговых партий
   *[other] рейтинговой партии
})
stats-rating-where = { $where ->
    [here] здесь { $rating }
   *[global] везде { $rating }
}
stats-ratings = Рейтинг: { $ratings }
stats-role-wins = Побед за роль «{ $role }»: { $wins } из { $played }
stats-role-wins-expected = Побед за роль «{ $role }»: { $wins } из { $played }, ожидалось { $expected }
stats-achievement = 🏅 **{ $name }**{ $times ->
    [1] {""}
   *[other] {" "}x{ $times }
}: { $description }
leaderboard-title = { $board ->
    [server] { $game }: таблица лидеров (сервер)
   *[global] { $game }: таблица лидеров (общая)
}
leaderboard-empty = { $board ->
    [server] Здесь пока ни у кого нет { $needed } рейтинговых партий в { $game }.
   *[global] Пока ни у кого нет { $needed } рейтинговых партий в { $game }.
}
leaderboard-footer = По рейтингу (осторожной оценке: она растёт, когда вы играете и побеждаете); игроки хотя бы с { $needed } рейтинговыми партиями.
stats-rating-provisional = { $rating }, предварительный ({ $games } из { $needed } { $needed ->
    [one] рейтинговой партии
    [few] рейтинговых партий
    [many] рейтинговых партий
   *[other] рейтинговой партии
})
finished-rating-provisional = { " " }· рейтинг { $after } ({ $sign }{ $delta }), предварительный: { $games } из { $needed } { $needed ->
    [one] рейтинговой партии
    [few] рейтинговых партий
    [many] рейтинговых партий
   *[other] рейтинговой партии
}
finished-achievement = 🏅 **{ $name }** получает достижение **{ $achievement }**: { $description }
leaderboard-not-yet = Пока не в таблице: <@{ $user }>, { $games } из { $needed } { $needed ->
    [one] рейтинговой партии
    [few] рейтинговых партий
    [many] рейтинговых партий
   *[other] рейтинговой партии
} (осталось { $missing }).
history-title = Ваши последние партии
history-none = Завершённых партий пока нет. Начните новую через /play.
history-line = { $won ->
    [yes] { $date } **{ $game }**: место { $place } (победа) в { $link } · повтор: `/replay table:{ $table }`
   *[no] { $date } **{ $game }**: место { $place } в { $link } · повтор: `/replay table:{ $table }`
}
achievement-darkly-dreaming-nightmare-reign-name = Царство кошмара
achievement-darkly-dreaming-nightmare-reign-description = Победите, играя за Кошмар.
achievement-darkly-dreaming-deep-sleeper-name = Крепкий сон
achievement-darkly-dreaming-deep-sleeper-description = Закончите игру с 20 очками или больше.
achievement-somna-alone-in-the-dark-name = Один во тьме
achievement-somna-alone-in-the-dark-description = Победите Демоном сна, когда к концу игры не осталось живой Ведьмы.
achievement-somna-seduced-name = Соблазн
achievement-somna-seduced-description = Победите, играя за Ведьму.
achievement-somna-plain-sight-name = У всех на виду
achievement-somna-plain-sight-description = Победите простым Жителем и доживите до рассвета.
achievement-somnia-by-a-thread-name = На волоске
achievement-somnia-by-a-thread-description = Доживите до конца игры с одной оставшейся фишкой жизни.
achievement-somnia-untouched-name = Нетронутый
achievement-somnia-untouched-description = Победите, не потеряв ни одной фишки жизни.
achievement-somnia-long-night-name = Самая долгая ночь
achievement-somnia-long-night-description = Сыграйте партию длиной в шесть раздач или больше.
achievement-somnikum-goal-minded-name = Целеустремлённый
achievement-somnikum-goal-minded-description = Наберите 6 или больше победных очков за частицы сна с карты цели.
achievement-somnikum-clear-eyed-name = Ясный взгляд
achievement-somnikum-clear-eyed-description = Победите, не имея в своём сновидении ни одного глаза кошмаров.
achievement-traumland-stolen-summit-name = Украденная вершина
achievement-traumland-stolen-summit-description = Заберите карту 12 у того, кто дошёл до 12 раньше вас.
achievement-traumland-so-close-name = Так близко
achievement-traumland-so-close-description = Дойдите до 12, а потом отдайте карту 12 тому, кто поднялся позже.

## settings and preferences

# Глоссарий: settings — настройки, decision — ход (решение), Manage Server — «Управлять сервером».
settings-saved = Сохранено. { $settings }
settings-need-manage = Чтобы менять настройки, нужно право «Управлять сервером».
settings-turn-time = Время на ход по умолчанию: **{ $seconds } с**.
settings-turn-time-default = Время на ход по умолчанию: своё у каждой игры ({ $defaults }).
settings-turn-time-game = { $game } — { $seconds } с
settings-threads-on = Каждый стол играет в своей ветке (где я могу создавать ветки); `/play ... thread:False` оставляет стол в его канале.
settings-threads-off = Столы играют в канале, где их открыли; `/play ... thread:True` даёт столу ветку.
settings-language-chosen = Столы здесь говорят на языке: { $language } (`/settings language:automatic` — язык сервера).
settings-language-automatic = Столы здесь говорят на языке сервера ({ $language }); `/settings language:...` выбирает другой.
preferences-need-game = Укажите игру: `/preferences ping:True game:...` (по одной за раз).
preferences-ping-per-server = Оповещения у каждого сервера свои: используйте команду на сервере, о столах которого хотите слышать.
preferences-ask-forced-on = Я спрашиваю вас, даже когда у вас всего один допустимый ход.
preferences-ask-forced-off = Когда у вас всего один допустимый ход, я сразу делаю его за вас, и стол об этом сообщает (в Сомне ночью — никогда). `/preferences ask_forced:True`, чтобы вас всё равно спрашивали.
preferences-pings = На этом сервере я зову вас к новым столам игр: { $games }.
preferences-pings-none = Здесь я не зову вас к новым столам (`/preferences ping:True game:...`).
preferences-language-chosen = Я отвечаю вам на языке: { $language } (`/preferences language:automatic` — язык вашего Discord).
preferences-language-automatic = Я отвечаю вам на языке вашего Discord ({ $language }); `/preferences language:...` выбирает другой.
## privacy
# Глоссарий: preferences — настройки; ping opt-in — подписка на приглашения;
# achievements — достижения; stats — статистика; ratings — рейтинги;
# a former player — бывший игрок.
privacy-title = **Что я храню о вас**
privacy-line-settings = • Настройки: язык — { $language }; { $ask ->
    [yes] я спрашиваю вас, даже когда ход единственный
   *[no] единственный возможный ход делается сам
}.
privacy-line-no-settings = • Настройки: не сохранены.
privacy-language-discord = как в вашем Discord
privacy-line-pings = • Подписки на приглашения: { $list }.
privacy-line-no-pings = • Подписки на приглашения: нет.
privacy-ping = { $game } на сервере { $server }
privacy-line-achievements = • Достижения: { $count }.
privacy-line-stats = • Статистика: { $finished ->
    [one] { $finished } завершённая партия
    [few] { $finished } завершённые партии
    [many] { $finished } завершённых партий
   *[other] { $finished } завершённой партии
} в { $games ->
    [one] { $games } игре
    [few] { $games } играх
    [many] { $games } играх
   *[other] { $games } игре
}.
privacy-line-ratings = • Рейтинги: { $count } (по одному на игру — для каждого сервера и общий).
privacy-open-table = Вы сидите за открытым столом (стол { $table }): доиграйте или покиньте его, прежде чем удалять свои данные.
privacy-delete-ask = Удалить всё это? Исчезнут ваши настройки, подписки на приглашения, достижения, статистика и рейтинги. В партиях, которые вы доиграли с другими, ваше место останется как «{ $former }», чтобы их история не потеряла смысла. Отменить это будет нельзя.
privacy-nothing = Я ничего о вас не храню.
privacy-button-delete = Удалить мои данные
privacy-button-cancel = Отмена
privacy-former-player = бывший игрок
privacy-deleted = Удалено: ваших настроек, подписок на приглашения, достижений, статистики и рейтингов больше нет. { $seats ->
    [one] Ваше место в { $seats } завершённой партии теперь «{ $former }».
    [few] Ваши места в { $seats } завершённых партиях теперь «{ $former }».
    [many] Ваши места в { $seats } завершённых партиях теперь «{ $former }».
   *[other] Ваши места в { $seats } завершённой партии теперь «{ $former }».
}
privacy-cancelled = Отменено: ничего не удалено.
privacy-not-yours = Эти кнопки — для того, кто их вызвал. Свои данные смотрите через /privacy.
privacy-stale = Этому вопросу больше { $minutes } минут: ничего не удалено. Вызовите /privacy ещё раз.
privacy-refused-open = Вы сидите за открытым столом (стол { $table }): сначала доиграйте или покиньте его, затем снова вызовите /privacy. Ничего не удалено.
privacy-removed-why = меня удалили с этого сервера

## limits

# Глоссарий: table — стол, lobby — лобби (не склоняется), host — хозяин,
# ping — позвать (как у кнопки «Позвать меня на следующую игру»).
# { $when } — относительная метка Discord («через 8 секунд»).
limits-slow-down = 🐢 Помедленнее: вы нажимаете быстрее, чем я успеваю принимать нажатия. Ничего не изменилось; попробуйте снова { $when }.
limits-play-busy = Ваша предыдущая команда /play ещё обрабатывается. Попробуйте снова { $when }.
limits-after-cancel = Вы только что отменили лобби. Открыть новое командой /play можно { $when }.
limits-play-cooldown = За минуту вы открыли { $count } лобби. Открыть ещё одно командой /play можно { $when }.
limits-lobbies = У вас уже открыто { $count } лобби — больше одному игроку нельзя. Сначала начните или отмените одно из них; иначе первое закроется само { $when }.
limits-tables-lobby = На этом сервере { $count ->
    [one] открыт { $count } стол
    [few] открыто { $count } стола
    [many] открыто { $count } столов
   *[other] открыто { $count } столов
} — это его предел (модератор может поднять его командой `/settings max_tables`). Попробуйте снова { $when }, когда закроется первое лобби без действий, или как только закончится какая-нибудь игра.
limits-tables = На этом сервере { $count ->
    [one] открыт { $count } стол
    [few] открыто { $count } стола
    [many] открыто { $count } столов
   *[other] открыто { $count } столов
} — это его предел (модератор может поднять его командой `/settings max_tables`). Попробуйте снова, как только закончится какая-нибудь игра.
limits-ping-held = Ваше лобби открыто, но я не позвал игроков, которые просили их звать: один хозяин может звать их не чаще раза в 10 минут. Ваш следующий /play сможет их позвать { $when }.
limits-settings-max-tables = Открытых столов (лобби и игр) на этом сервере: не больше **{ $count }**.
