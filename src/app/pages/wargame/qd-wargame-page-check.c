/* qd-wargame-page-check.c — Check an Answer… in the war game's tab: a game
 * log checked on the document's board under the sidebar's rules, with the
 * sidebar's minimax and alpha-beta agents standing for the sides the log
 * names no agent for (as --blue and --green do on the command line); the
 * tab then shows the log's game up to the line that is wrong (the right
 * move there last) and the position where it is played. */
#include "config.h"
#include "qd-wargame-page-private.h"

#include <glib/gi18n.h>

#include "problems/wargame/qd-wargame-check.h"

static void
check_data_free (gpointer data)
{
  qd_wargame_check_free (data);
}

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  return qd_wargame_check_answer (data, answer, length, strict);
}

QdPageCheck *
qd_wargame_page_prepare_check (QdPage *page, GError **error)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  QdPageCheck *check;
  QdWargameRules *rules = qd_wargame_page_chosen_rules (self);
  QdWargameAgentSpec specs[2];
  gboolean searches[2];

  for (guint side = 0; side < 2; side++)
    {
      qd_wargame_page_get_spec (self, side, &specs[side]);
      searches[side] = specs[side].kind == QD_WARGAME_AGENT_MINIMAX || specs[side].kind == QD_WARGAME_AGENT_ALPHABETA;
    }
  check = qd_page_check_new (check_answer,
                             qd_wargame_check_new (rules, searches[0] ? &specs[0] : NULL,
                                                   searches[1] ? &specs[1] : NULL),
                             check_data_free, N_("the game log"));
  qd_wargame_rules_unref (rules);
  return check;
}

void
qd_wargame_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  QdWargameRules *rules;
  QdWargameRecord *record;
  guint n;

  if (result->reference == NULL || result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  rules = qd_wargame_page_chosen_rules (self);
  record = qd_wargame_check_record (rules, result->reference);
  qd_wargame_rules_unref (rules);
  qd_wargame_page_show_record (self, record);
  /* The position where the wrong line is played; the right move there
   * (when the reference has it) follows in the move list. */
  n = qd_wargame_record_n_moves (self->record);
  self->view_move = (guint) result->step < n ? (guint) result->step : G_MAXUINT;
  if (result->step > 0)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->moves_list, (int) result->step - 1);

      if (row != NULL)
        gtk_list_box_select_row (self->moves_list, row);
    }
  qd_wargame_page_update_display (self);
  /* The search of the move where the log goes wrong, in the search tree. */
  qd_wargame_play_search_at (self, (guint) result->step);
}
