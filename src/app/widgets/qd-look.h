/* qd-look.h — how the canvases look in this session: the light or dark
 * style, high contrast, GNOME's text scaling and the colour letters
 * preference, followed as they change. */
#pragma once

#include <gtk/gtk.h>

#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef enum {
  QD_COLOR_LABELS_AUTO,    /* with high contrast */
  QD_COLOR_LABELS_ALWAYS,
  QD_COLOR_LABELS_NEVER,
} QdColorLabels;

#define QD_TYPE_LOOK (qd_look_get_type ())
G_DECLARE_FINAL_TYPE (QdLook, qd_look, QD, LOOK, GObject)

/* The one look of the process; "changed" is emitted when any part changes. */
QdLook *qd_look_get_default (void);

/* The canvases' palette now; `presenting`: for a projector (lines twice as
 * thick, text half as large again). */
void    qd_look_fill (QdLook *self, QdPalette *out, gboolean presenting);

/* GNOME's text scaling factor (1 unless Large Text or a scale is set). */
double  qd_look_get_text_scale (QdLook *self);
gboolean qd_look_get_high_contrast (QdLook *self);

void          qd_look_set_color_labels (QdLook *self, QdColorLabels labels);
/* Follows the enum key `color-labels` (auto, always, never) of settings. */
void          qd_look_bind_color_labels (QdLook *self, GSettings *settings);

/* How much larger a presentation draws lines and text. */
#define QD_LOOK_PRESENT_LINES 2.0
#define QD_LOOK_PRESENT_TEXT  1.5

G_END_DECLS
