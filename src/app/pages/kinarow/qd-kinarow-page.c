/* qd-kinarow-page.c — the k-in-a-row tab: for now the game's board as text
 * (the board view, players and search come with the tab's own page). */
#include "config.h"
#include "qd-kinarow-page.h"

#include <glib/gi18n.h>

#include "problems/kinarow/qd-kinarow.h"

struct _QdKinarowPage
{
  QdPage parent_instance;
  GtkLabel *board_label;
  GtkLabel *rules_label;
};

G_DEFINE_FINAL_TYPE (QdKinarowPage, qd_kinarow_page, QD_TYPE_PAGE)

static void
qd_kinarow_page_document_changed (QdPage *page, QdPageChange change)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  const QdKinarowGame *game = qd_page_get_model (page);
  QdKinarowPosition pos;
  g_autofree char *board = NULL;
  g_autofree char *label = NULL;

  qd_kinarow_game_position (game, G_MAXUINT, &pos);
  board = qd_kinarow_board_string (&game->rules, &pos);
  gtk_label_set_text (self->board_label, board);
  label = qd_kinarow_rules_label (&game->rules);
  gtk_label_set_text (self->rules_label, label);
}

static void
qd_kinarow_page_class_init (QdKinarowPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  QD_PAGE_CLASS (klass)->document_changed = qd_kinarow_page_document_changed;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/kinarow/qd-kinarow-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QdKinarowPage, board_label);
  gtk_widget_class_bind_template_child (widget_class, QdKinarowPage, rules_label);
}

static void
qd_kinarow_page_init (QdKinarowPage *self)
{
  QdKinarowRules rules;

  gtk_widget_init_template (GTK_WIDGET (self));
  qd_kinarow_rules_parse (&rules, "tictactoe", NULL);
  qd_page_set_model (QD_PAGE (self), qd_kinarow_game_new (&rules, "human", "alphabeta"), QD_PAGE_CHANGE_OPENED);
}
