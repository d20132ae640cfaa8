/* qd-colorgame-page-check.c — Check an Answer… in the colouring game's tab:
 * a trace checked against the search of the position as the CLI searches
 * its file (player 1 to move, the document's depth, the sidebar's arc
 * consistency and node limit), recorded into the tab's search tree; the
 * trace view then shows the right trace with the line where the answer
 * parts selected, and the tree that line's node. */
#include "config.h"
#include "qd-colorgame-page-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-owned.h"
#include "problems/colorgame/qd-colorgame-check.h"

#define CHECK_TREE_BUDGET 1000000

typedef struct {
  QdOwned owned;
  QdColorgame *game;
  QdColorgameSearchOptions options;
  QdSearchTree *tree;          /* the tab's, recording this search (a reference), or NULL */
} CheckData;


static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdColorgameCheck) check = NULL;
  QdCheckResult *result;

  d->options.stop = stop;
  check = qd_colorgame_check_new (d->game, &d->options);
  if (check == NULL)
    {
      if (stop == NULL || !g_atomic_int_get (stop))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     _("The search reached its node limit before it ended: raise the limit to check a trace"));
      return NULL;
    }
  result = qd_colorgame_check_answer (check, answer, length, strict);
  result->reference = g_strdup (qd_colorgame_check_trace (check));
  return result;
}

QdPageCheck *
qd_colorgame_page_prepare_check (QdPage *page, GError **error)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  CheckData *d = g_new0 (CheckData, 1);

  d->game = qd_owned_add (&d->owned, qd_colorgame_copy (self->game), (GDestroyNotify) qd_colorgame_free);
  qd_colorgame_search_options_init (&d->options, d->game);
  d->options.arc_consistency = gtk_switch_get_active (self->ac_switch);
  d->options.max_nodes = (guint64) gtk_spin_button_get_value (self->node_limit_spin);
  if (!qd_page_get_busy (page))
    {
      /* The checked search is the one the tree then shows. */
      qd_page_tree_clear (self->page_tree);
      g_clear_pointer (&self->searched, qd_colorgame_free);
      self->searched = qd_colorgame_copy (self->game);
      d->tree = qd_owned_add (&d->owned, qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, CHECK_TREE_BUDGET),
                              (GDestroyNotify) qd_search_tree_unref);
      d->options.tree = d->tree;
      d->options.names = self->searched;
    }
  return qd_page_check_new (check_answer, d, qd_owned_free,
                            N_("the alpha-beta trace"));
}

/* The tree's node at trace line `index` (0-based): a line deeper than the
 * one before enters a node (ids in the order they are entered, as the tree
 * records them); any other line is the node at its depth on the path. */
static gint
node_at_line (const char *trace, guint index)
{
  g_auto(GStrv) lines = g_strsplit (trace, "\n", -1);
  g_autoptr(GArray) path = g_array_new (FALSE, TRUE, sizeof (gint));
  gint next = 0, node = -1, previous = -1;

  for (guint i = 0; lines[i] != NULL && i <= index; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ",", -1);
      gint depth;

      if (g_strv_length (fields) != 6)
        break;
      depth = atoi (fields[2]);
      if (depth < 0 || depth > 100000)
        break;
      if (i == 0 || depth > previous)
        {
          if ((guint) depth >= path->len)
            g_array_set_size (path, (guint) depth + 1);
          g_array_index (path, gint, depth) = next++;
        }
      node = (guint) depth < path->len ? g_array_index (path, gint, depth) : -1;
      previous = depth;
    }
  return node;
}

static void
select_line (GtkTextView *view, guint line)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  if (line == 0 || (int) line > gtk_text_buffer_get_line_count (buffer))
    return;
  gtk_text_buffer_get_iter_at_line (buffer, &start, (int) line - 1);
  end = start;
  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  gtk_text_buffer_select_range (buffer, &start, &end);
  gtk_text_view_scroll_to_mark (view, gtk_text_buffer_get_insert (buffer), 0.1, TRUE, 0.0, 0.3);
}

void
qd_colorgame_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  qd_page_tree_run_ended (self->page_tree);
  if (result->reference == NULL || result->verdict != QD_CHECK_WRONG)
    return;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->trace_view), result->reference, -1);
  select_line (self->trace_view, result->reference_line != 0 ? result->reference_line : result->line);
  if (result->step > 0)
    qd_page_tree_select (self->page_tree, node_at_line (result->reference, (guint) result->step - 1));
}
