/* qd-look.c — the session's look for canvases.
 *
 * GTK already scales the widgets' own text by GNOME's text scaling factor
 * (it arrives as GtkSettings:gtk-xft-dpi, 96 × 1024 × factor, from the
 * settings daemon, the Wayland settings or the settings portal); the
 * canvases draw their own text, so they read the same factor here.
 */
#include "qd-look.h"
#include "qd-widgets.h"

#include <adwaita.h>

struct _QdLook
{
  GObject parent_instance;
  QdColorLabels labels;
};

G_DEFINE_FINAL_TYPE (QdLook, qd_look, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
emit_changed (QdLook *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
qd_look_class_init (QdLookClass *klass)
{
  signals[CHANGED] = qd_signal_new (klass, "changed", 0);
}

static void
qd_look_init (QdLook *self)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkSettings *settings = gtk_settings_get_default ();

  self->labels = QD_COLOR_LABELS_AUTO;
  g_signal_connect_object (style, "notify::dark", G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (style, "notify::high-contrast", G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  if (settings != NULL)
    g_signal_connect_object (settings, "notify::gtk-xft-dpi", G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
}

QdLook *
qd_look_get_default (void)
{
  static QdLook *look;

  if (look == NULL)
    look = g_object_new (QD_TYPE_LOOK, NULL);
  return look;
}

double
qd_look_get_text_scale (QdLook *self)
{
  GtkSettings *settings = gtk_settings_get_default ();
  int dpi = -1;

  if (settings != NULL)
    g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  /* -1 or 0: unset; GNOME offers factors from 1 to 3 */
  return dpi > 0 ? CLAMP (dpi / (96.0 * 1024), 1.0, 3.0) : 1.0;
}

gboolean
qd_look_get_high_contrast (QdLook *self)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}

void
qd_look_fill (QdLook *self, QdPalette *out, gboolean presenting)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  gboolean letters = self->labels == QD_COLOR_LABELS_ALWAYS;

  qd_palette_derive (out, dark ? qd_palette_dark () : qd_palette_light (),
                     qd_look_get_high_contrast (self), letters,
                     qd_look_get_text_scale (self) * (presenting ? QD_LOOK_PRESENT_TEXT : 1.0),
                     presenting ? QD_LOOK_PRESENT_LINES : 1.0);
  if (self->labels == QD_COLOR_LABELS_NEVER)
    out->flags &= ~QD_PALETTE_LETTERS;
}

void
qd_look_set_color_labels (QdLook *self, QdColorLabels labels)
{
  if (self->labels == labels)
    return;
  self->labels = labels;
  emit_changed (self);
}

static void
color_labels_changed (GSettings *settings, const char *key, gpointer user_data)
{
  qd_look_set_color_labels (user_data, (QdColorLabels) g_settings_get_enum (settings, "color-labels"));
}

void
qd_look_bind_color_labels (QdLook *self, GSettings *settings)
{
  g_return_if_fail (QD_IS_LOOK (self) && G_IS_SETTINGS (settings));
  g_signal_connect_object (settings, "changed::color-labels", G_CALLBACK (color_labels_changed), self, 0);
  color_labels_changed (settings, "color-labels", self);
}
