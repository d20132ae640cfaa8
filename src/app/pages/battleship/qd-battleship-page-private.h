/* qd-battleship-page-private.h — what the Battleship tab's files share with
 * its Check an Answer… (qd-battleship-page-check.c). */
#pragma once

#include "app/widgets/qd-stepper.h"
#include "qd-battleship-page.h"

G_BEGIN_DECLS

/* qd-battleship-page.c */
QdStepper *qd_battleship_page_get_stepper   (QdBattleshipPage *self);
/* The last check's run (the page keeps a reference; `checked` is taken);
 * dropped with the run. */
void       qd_battleship_page_set_checked_run (QdBattleshipPage *self, QdPageCheckedRun *checked);
QdPageCheckedRun *qd_battleship_page_get_checked_run (QdBattleshipPage *self);
/* `result` and `steps` (taken) as the tab's run, its replay at the end. */
void       qd_battleship_page_install_run   (QdBattleshipPage *self, QdBattleshipResult *result, GArray *steps);

/* qd-battleship-page-check.c */
QdPageCheck *qd_battleship_page_prepare_check (QdPage *page, GError **error);
void       qd_battleship_page_show_check     (QdPage *page, const QdCheckResult *result);

G_END_DECLS
