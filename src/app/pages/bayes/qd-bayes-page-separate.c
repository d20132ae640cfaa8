/* qd-bayes-page-separate.c — the Independence mode: X and Y chosen, the
 * evidence Z typed (names, comma-separated), and core's Bayes ball
 * (qd_belief_separation) asked whether X ⊥ Y | Z: the canvas draws the
 * active trails' arcs and marks the blocking nodes; the sidebar names one
 * active trail, or says "independent" with the nodes that block. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Z from the row's names into self->sep_z: FALSE with ERROR naming one unknown. */
static gboolean
read_z (QdBayesPage *self, GError **error)
{
  g_auto(GStrv) names = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->z_row)), ",", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);
      gint node;

      if (*name == '\0')
        continue;
      node = qd_bayes_net_find (self->net, name);
      if (node < 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("No node is named “%s”"), name);
          return FALSE;
        }
      self->sep_z[node] = TRUE;
    }
  return TRUE;
}

static void
append_names (QdBayesPage *self, GString *text, const gboolean *flags, const guint *list, guint n_list,
              const char *separator)
{
  guint n = qd_bayes_net_n_nodes (self->net), written = 0;

  for (guint i = 0; i < (list != NULL ? n_list : n); i++)
    {
      guint v = list != NULL ? list[i] : i;

      if (list == NULL && !flags[v])
        continue;
      g_string_append_printf (text, "%s%s", written++ > 0 ? separator : "", qd_bayes_net_node (self->net, v)->name);
    }
  if (written == 0)
    g_string_append (text, _("none"));
}

static void
describe (QdBayesPage *self, guint x, guint y)
{
  const QdBeliefSeparation *sep = &self->separation;
  const char *xn = qd_bayes_net_node (self->net, x)->name, *yn = qd_bayes_net_node (self->net, y)->name;
  GString *text = g_string_new (NULL);
  GString *given = g_string_new (NULL);

  append_names (self, given, self->sep_z, NULL, 0, ", ");
  if (sep->separated)
    {
      g_string_append_printf (text, _("%s and %s are independent given {%s}: every trail is blocked.\nBlocking "
                                      "nodes: "), xn, yn, given->str);
      append_names (self, text, sep->blocking, NULL, 0, ", ");
    }
  else
    {
      g_string_append_printf (text, _("%s and %s are dependent given {%s}.\nAn active trail: "), xn, yn, given->str);
      append_names (self, text, NULL, sep->trail, sep->n_trail, " – ");
    }
  gtk_label_set_label (self->separation_label, text->str);
  qd_bayes_page_set_status (self, sep->separated ? _("Independent") : _("Dependent: an active trail is drawn"));
  g_string_free (text, TRUE);
  g_string_free (given, TRUE);
}

static void
separate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  guint n = qd_bayes_net_n_nodes (self->net);
  guint x = adw_combo_row_get_selected (self->x_row), y = adw_combo_row_get_selected (self->y_row);
  g_autoptr(GError) error = NULL;

  if (self->engine == NULL || x >= n || y >= n)
    return;
  qd_bayes_separate_reset (self);
  if (!read_z (self, &error) || x == y || self->sep_z[x] || self->sep_z[y])
    {
      const char *message = error != NULL ? error->message : _("X, Y and Z must be different nodes");

      gtk_label_set_label (self->separation_label, message);
      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  self->sep_x[x] = self->sep_y[y] = TRUE;
  qd_belief_separation (qd_bayes_net_numbers (self->engine->net), self->sep_x, self->sep_y, self->sep_z,
                        &self->separation);
  self->separation_valid = TRUE;
  describe (self, x, y);
  qd_bayes_page_refresh (self);
}

static const GActionEntry actions[] = {
  { "separate", separate_activated },
};

void
qd_bayes_separate_init (QdBayesPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
}

void
qd_bayes_separate_reset (QdBayesPage *self)
{
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  qd_bayes_separate_free (self);
  self->sep_x = g_new0 (gboolean, MAX (n, 1));
  self->sep_y = g_new0 (gboolean, MAX (n, 1));
  self->sep_z = g_new0 (gboolean, MAX (n, 1));
  gtk_label_set_label (self->separation_label, "");
  qd_bayes_page_refresh (self);
}

void
qd_bayes_separate_free (QdBayesPage *self)
{
  if (self->separation_valid)
    qd_belief_separation_clear (&self->separation);
  self->separation_valid = FALSE;
  g_clear_pointer (&self->sep_x, g_free);
  g_clear_pointer (&self->sep_y, g_free);
  g_clear_pointer (&self->sep_z, g_free);
}
