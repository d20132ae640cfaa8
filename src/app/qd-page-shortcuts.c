/* qd-page-shortcuts.c — the keys of the page base class and its pages.
 *
 * The page's own keys (F5, Escape, Ctrl+Return, Alt+Right…) are declared
 * once, in class_init (qd_page_class_add_shortcut): the page catches them in
 * the capture phase of a shortcut controller, and the shortcuts window lists
 * them from the same declaration (qd_page_type_get_shortcuts).  Wherever the
 * focus is inside the page they reach the page before a scrolled sidebar
 * takes Page Down to scroll.  In a text field or text view the keys that
 * edit or move in text stay the text's; a key with Ctrl or Alt, a function
 * key and Escape are the page's there too (Ctrl+Return in the plan box
 * checks the plan). */
#include "config.h"
#include "qd-page-private.h"

#include "app/widgets/qd-widgets.h"

static GQuark
shortcuts_quark (void)
{
  return g_quark_from_static_string ("qd-page-shortcuts");
}

void
qd_page_class_add_shortcut (QdPageClass *klass, guint keyval, GdkModifierType modifiers, const char *action,
                            const char *title)
{
  GType type = G_TYPE_FROM_CLASS (klass);
  GArray *shortcuts = g_type_get_qdata (type, shortcuts_quark ());
  QdPageShortcut shortcut = { keyval, modifiers, action, title };

  if (shortcuts == NULL)
    {
      shortcuts = g_array_new (FALSE, FALSE, sizeof (QdPageShortcut));
      g_type_set_qdata (type, shortcuts_quark (), shortcuts);   /* lives as long as the class */
    }
  g_array_append_val (shortcuts, shortcut);
}

const QdPageShortcut *
qd_page_type_get_shortcuts (GType type, guint *n_shortcuts)
{
  GArray *shortcuts;

  /* The keys are declared in class_init: a type no page of which was made
   * yet has its class made here (and kept, as every static type's is). */
  g_type_class_unref (g_type_class_ref (type));
  shortcuts = g_type_get_qdata (type, shortcuts_quark ());

  *n_shortcuts = shortcuts != NULL ? shortcuts->len : 0;
  return shortcuts != NULL ? (const QdPageShortcut *) (gpointer) shortcuts->data : NULL;
}

gboolean
qd_page_is_text_key (guint keyval, GdkModifierType modifiers)
{
  if ((modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  return !(keyval == GDK_KEY_Escape || (keyval >= GDK_KEY_F1 && keyval <= GDK_KEY_F35));
}

/* The shown, sensitive button (or other actionable) of `action` inside
 * `widget`: a key of an action of a widget inside the page (the board's
 * "board.show-search-tree") does what that button does. */
static GtkWidget *
find_actionable (GtkWidget *widget, const char *action)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_ACTIONABLE (widget) && gtk_widget_is_sensitive (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_actionable (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Runs a key's action: the page's if it is enabled, else that of a button
 * on show inside the page.  A disabled action leaves the key to others
 * (Escape closes a popover when nothing runs). */
static gboolean
run_shortcut (QdPage *self, const QdPageShortcut *shortcut)
{
  GtkWidget *owner;

  if (qd_page_present_key (self, shortcut->keyval, shortcut->modifiers))
    return TRUE;
  if (qd_widget_action_enabled (GTK_WIDGET (self), shortcut->action))
    return gtk_widget_activate_action (GTK_WIDGET (self), shortcut->action, NULL);
  owner = find_actionable (GTK_WIDGET (self), shortcut->action);
  return owner != NULL && gtk_widget_activate_action (owner, shortcut->action, NULL);
}

static gboolean
activate_shortcut (GtkWidget *widget, GVariant *args, gpointer data)
{
  const QdPageShortcut *shortcut = data;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && (GTK_IS_TEXT (focus) || GTK_IS_TEXT_VIEW (focus)) &&
      qd_page_is_text_key (shortcut->keyval, shortcut->modifiers))
    return FALSE;
  return run_shortcut (QD_PAGE (widget), shortcut);
}

gboolean
qd_page_activate_key (QdPage *self, guint keyval, GdkModifierType modifiers)
{
  if (qd_page_present_key (self, keyval, modifiers))
    return TRUE;
  for (GType type = G_OBJECT_TYPE (self); g_type_is_a (type, QD_TYPE_PAGE); type = g_type_parent (type))
    {
      guint n;
      const QdPageShortcut *shortcuts = qd_page_type_get_shortcuts (type, &n);

      for (guint i = 0; i < n; i++)
        if (shortcuts[i].keyval == keyval && shortcuts[i].modifiers == modifiers &&
            run_shortcut (self, &shortcuts[i]))
          return TRUE;
    }
  return FALSE;
}

/* In constructed, not in instance init: there the instance's type is still
 * QdPage's, and a subclass's keys were left out (Alt+Right, Ctrl+Return and
 * Ctrl+H did nothing on the Planning and General Games tabs). */
void
qd_page_add_shortcut_controller (QdPage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (controller, "qd-page-shortcuts");
  for (GType type = G_OBJECT_TYPE (self); g_type_is_a (type, QD_TYPE_PAGE); type = g_type_parent (type))
    {
      guint n;
      const QdPageShortcut *shortcuts = qd_page_type_get_shortcuts (type, &n);

      for (guint i = 0; i < n; i++)
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                              gtk_shortcut_new (gtk_keyval_trigger_new (shortcuts[i].keyval,
                                                                                        shortcuts[i].modifiers),
                                                                gtk_callback_action_new (activate_shortcut,
                                                                                         (gpointer) &shortcuts[i],
                                                                                         NULL)));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
