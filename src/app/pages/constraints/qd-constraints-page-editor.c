/* qd-constraints-page-editor.c — the Constraints tab's editor: variables
 * and constraints typed as the .csp format writes them, each statement
 * listed with a button that removes it.  Every edit makes the file's text
 * again and reads it back (qd-constraints-doc.c), so what the editor makes
 * is what a saved file holds, and a mistake is told by the reader, naming
 * what was typed. */
#include "config.h"
#include "qd-constraints-page-private.h"

#include <glib/gi18n.h>

typedef gboolean (*EditFunc) (QdConstraintsDoc *doc, const char *text, GError **error);

/* The edit on a copy first: the document changes, and the undo history
 * records it, only when the result reads. */
static gboolean
edit (QdConstraintsPage *self, EditFunc func, const char *text, guint index)
{
  g_autofree char *before = qd_constraints_doc_to_string (qd_constraints_page_doc (self));
  g_autoptr(QdConstraintsDoc) copy = qd_constraints_doc_parse (before, -1, NULL);
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_return_val_if_fail (copy != NULL, FALSE);
  ok = func != NULL ? func (copy, text, &error) : qd_constraints_doc_remove (copy, index, &error);
  if (!ok)
    {
      qd_page_toast (QD_PAGE (self), error->message);
      return FALSE;
    }
  qd_constraints_page_replace (self, g_steal_pointer (&copy));
  return TRUE;
}

static void
on_row_apply (AdwEntryRow *row, QdConstraintsPage *self)
{
  EditFunc func = g_object_get_data (G_OBJECT (row), "qd-edit");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  if (edit (self, func, text, 0))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
      gtk_editable_set_text (GTK_EDITABLE (row), "");
      gtk_widget_grab_focus (GTK_WIDGET (row));
    }
  else
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
}

static void
connect_row (QdConstraintsPage *self, AdwEntryRow *row, EditFunc func)
{
  g_object_set_data (G_OBJECT (row), "qd-edit", func);
  g_signal_connect (row, "apply", G_CALLBACK (on_row_apply), self);
  /* With its button shown, Return in the row applies too: typing a
   * network needs no pointer. */
  adw_entry_row_set_show_apply_button (row, TRUE);
}

void
qd_constraints_editor_init (QdConstraintsPage *self, AdwPreferencesGroup *group, AdwEntryRow *variable_row,
                            AdwEntryRow *constraint_row, GtkListBox *list)
{
  connect_row (self, variable_row, qd_constraints_doc_add_variables);
  connect_row (self, constraint_row, qd_constraints_doc_add_constraint);
}

static void
on_remove_clicked (GtkButton *button, QdConstraintsPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "qd-statement"));

  edit (self, NULL, NULL, index);
}

void
qd_constraints_editor_update (QdConstraintsPage *self, AdwPreferencesGroup *group, GtkListBox *list)
{
  QdConstraintsDoc *doc = qd_constraints_page_doc (self);
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
  if (qd_constraints_doc_is_xcsp (doc))
    {
      adw_preferences_group_set_description (group,
        _("An XCSP3 instance is shown and solved as it was written; the editor writes Quandary’s own format."));
      gtk_widget_set_sensitive (GTK_WIDGET (group), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
      return;
    }
  gtk_widget_set_sensitive (GTK_WIDGET (group), TRUE);
  adw_preferences_group_set_description (group,
    _("Type a variable with its domain (“x, y in 1..3”, “c in {red, green}”), then a constraint (“x != y”, “alldifferent(x, y)”), and press Return."));
  for (guint i = 0; i < qd_constraints_doc_n_statements (doc); i++)
    {
      const QdConstraintsStatement *s = qd_constraints_doc_statement (doc, i);
      GtkWidget *row, *button;
      g_autofree char *tooltip = NULL;

      if (s->kind == QD_CONSTRAINTS_NOTE)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), s->text);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), s->kind == QD_CONSTRAINTS_DECLARATION
                                                         ? _("Variables") : _("Constraint"));
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 3);
      button = gtk_button_new_from_icon_name ("user-trash-symbolic");
      tooltip = g_strdup_printf (_("Remove “%s”"), s->text);
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "qd-statement", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_remove_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (list, row);
      shown++;
    }
  gtk_widget_set_visible (GTK_WIDGET (list), shown > 0);
}
