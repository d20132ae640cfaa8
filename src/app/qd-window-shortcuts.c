/* qd-window-shortcuts.c — the shortcuts window (Ctrl+?): the window's keys
 * from ui/gtk/help-overlay.ui, and the tabs' keys made from the one place
 * they are declared (qd_page_class_add_shortcut): the keys of every tab in
 * one group, each problem's own keys in a group of its name, shown for its
 * tab ("Show All" shows every problem's).  The list cannot say a key the tab
 * does not have. */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* GTK 4.8 adds a group to a section, and a shortcut to a group, only as
 * GtkBuilder does (gtk_shortcuts_section_add_group came with 4.14). */
static void
add_child (GObject *parent, GObject *child)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();

  GTK_BUILDABLE_GET_IFACE (parent)->add_child (GTK_BUILDABLE (parent), builder, child, NULL);
}

/* A group of the keys declared by pages of `type` itself, for the tabs of
 * `view` (NULL: every tab), or NULL when it declares none. */
static GObject *
new_group (GType type, const char *title, const char *view)
{
  guint n;
  const QdPageShortcut *shortcuts = qd_page_type_get_shortcuts (type, &n);
  GObject *group;

  if (n == 0)
    return NULL;
  group = g_object_new (GTK_TYPE_SHORTCUTS_GROUP, "title", title, "view", view, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *accelerator = gtk_accelerator_name (shortcuts[i].keyval, shortcuts[i].modifiers);

      add_child (group, g_object_new (GTK_TYPE_SHORTCUTS_SHORTCUT, "title", _(shortcuts[i].title),
                                      "accelerator", accelerator, NULL));
    }
  return group;
}

static GtkWidget *
find_section (GtkWidget *widget)
{
  if (GTK_IS_SHORTCUTS_SECTION (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_section (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* GTK 4.8's shortcuts window names some keys by their key symbols
 * ("Page_Down", "Caps_Lock"): the keys of a shortcut label read as words. */
static void
tidy_key_labels (GtkWidget *widget, gboolean in_shortcut)
{
  in_shortcut = in_shortcut || GTK_IS_SHORTCUT_LABEL (widget);
  if (in_shortcut && GTK_IS_LABEL (widget) && strchr (gtk_label_get_label (GTK_LABEL (widget)), '_') != NULL)
    {
      g_autofree char *words = g_strdelimit (g_strdup (gtk_label_get_label (GTK_LABEL (widget))), "_", ' ');

      gtk_label_set_label (GTK_LABEL (widget), words);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    tidy_key_labels (c, in_shortcut);
}

void
qd_window_shortcuts_init (QdWindow *self)
{
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  GtkWidget *section = overlay != NULL ? find_section (GTK_WIDGET (overlay)) : NULL;
  const QdProblem *const *problems;
  guint n_problems;
  GObject *group;

  if (section == NULL)
    return;
  if ((group = new_group (QD_TYPE_PAGE, _("Every Tab"), NULL)) != NULL)
    add_child (G_OBJECT (section), group);
  problems = qd_problem_get_all (&n_problems);
  for (guint i = 0; i < n_problems; i++)
    if ((group = new_group (qd_problems_page_type (problems[i]), _(problems[i]->title), problems[i]->id)) != NULL)
      add_child (G_OBJECT (section), group);
  tidy_key_labels (GTK_WIDGET (overlay), FALSE);
}

void
qd_window_shortcuts_follow_page (QdWindow *self)
{
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  QdPage *page = qd_window_get_current_page (self);
  const QdProblem *problem = page != NULL ? qd_window_problem_of_page (page) : NULL;

  /* Without a tab, the keys of every tab only: all the tabs' groups at once
   * fill more than the two columns GTK 4.8 lays out before it makes pages,
   * whose switcher it then sizes below zero. */
  if (overlay != NULL)
    g_object_set (overlay, "view-name", problem != NULL ? problem->id : "no-tab", NULL);
}
