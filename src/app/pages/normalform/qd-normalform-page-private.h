/* qd-normalform-page-private.h — what the Game Theory tab's files share. */
#pragma once

#include <adwaita.h>

#include "qd-normalform-page.h"
#include "qd-normalform-view.h"
#include "problems/normalform/qd-normalform-repeated.h"

G_BEGIN_DECLS

/* The method row's items: how the tab finds a two-player game's mixed equilibria. */
typedef enum {
  QD_NORMALFORM_METHOD_SUPPORTS,
  QD_NORMALFORM_METHOD_LEMKE_HOWSON,
  QD_NORMALFORM_METHOD_BOTH,
} QdNormalformMethod;

struct _QdNormalformPage
{
  QdPage parent_instance;

  QdNormalformView *view;
  guint dominance_shown;       /* presenting: the elimination's steps struck out (G_MAXUINT: all) */
  GtkLabel *report_label;
  GtkLabel *tournament_label;
  GtkSwitch *mixed_switch;
  AdwComboRow *method_row;      /* QdNormalformMethod */
  AdwComboRow *player_row;
  AdwEntryRow *payoffs_row;
  AdwEntryRow *strategy_row;
  AdwEntryRow *player_name_row;
  GtkSpinButton *rounds_spin;
  GtkSpinButton *continuation_spin;
  GtkSpinButton *seed_spin;
  GtkStringList *players;

  const QdNormalform *game;     /* the document, borrowed */
  QdNormalformDominance *dominance;
  QdNormalformPure *pure;
  char *report;                 /* the analyses as the command prints them (the export) */
  char *solve;                  /* the analyses run, as the command's --solve names them */
  char *summary;                /* in sentences (the sidebar) */
  char *tournament;
  /* The tab's title follows the table (qd_normalform_page_follow_title):
   * the game opened's own title and the tab's name then (an example's). */
  char *opened_title;
  char *opened_name;
};

/* ---- qd-normalform-page.c */

/* Runs the analyses on a worker (Stop ends them), the view and the text
 * updated when they are done. */
G_GNUC_INTERNAL void qd_normalform_page_solve (QdNormalformPage *self);
/* An untitled tab's name follows the table on show: the name it was opened
 * with while the table has the title it had then, else the table's own
 * title (a rulesheet's), else "Custom Game" (an edited table has none). */
G_GNUC_INTERNAL void qd_normalform_page_follow_title (QdNormalformPage *self);
/* Before an edit of `game` (the model or its reshaped copy): an untitled
 * table edited is no longer the game it was, and loses its title. */
G_GNUC_INTERNAL void qd_normalform_page_untitle (QdNormalformPage *self, QdNormalform *game);

/* ---- qd-normalform-page-edit.c: the table's editor in the sidebar */

G_GNUC_INTERNAL void qd_normalform_edit_init       (QdNormalformPage *self);
/* The editor's rows show the cursor's cell and the chosen player. */
G_GNUC_INTERNAL void qd_normalform_edit_show       (QdNormalformPage *self);
G_GNUC_INTERNAL void qd_normalform_edit_class_init (GtkWidgetClass *widget_class);

/* ---- qd-normalform-page-rulesheet.c */

G_GNUC_INTERNAL void qd_normalform_rulesheet_init (QdNormalformPage *self);

/* ---- qd-normalform-page-tournament.c */

G_GNUC_INTERNAL void qd_normalform_tournament_init (QdNormalformPage *self);

G_END_DECLS
