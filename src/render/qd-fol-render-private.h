/* qd-fol-render-private.h — what FOL-FC-ASK's two drawings share (the
 * table, qd-fol-render-fc.c, and Fig. 9.4's graph, qd-fol-render-fc-
 * graph.c): the facts known at the step, the caption on top and the note
 * under the facts cut.  Private to src/render. */
#pragma once

#include "qd-fol-render.h"
#include "qd-prop-render-private.h"

G_BEGIN_DECLS

#define FOL_NOTE_H 18.0   /* the note's line under the drawing */

typedef struct {
  guint known;      /* facts known at the step */
  guint shown;      /* of them drawn: at most the drawing's cap */
  char *caption;
  char *note;       /* "12 more facts not shown", or NULL */
  double top;       /* where the drawing starts under the caption */
  double width;     /* the caption's, margins included */
} FolFcHeader;

static inline const QdFolFact *
fol_fc_fact (const QdFolFcTable *table, guint i)
{
  return &g_array_index (table->fc->facts, QdFolFact, i);
}

/* Whether fact `fact` gave an answer (drawn green). */
G_GNUC_INTERNAL gboolean qd_fol_fc_is_answer   (const QdFolFcTable *table, guint fact);
/* The header at the options' step, the facts drawn capped at `cap`. */
G_GNUC_INTERNAL void     qd_fol_fc_header_make  (const QdFolFcTable *table, const QdPropRenderOptions *options, guint cap,
                                              FolFcHeader *header);
G_GNUC_INTERNAL void     qd_fol_fc_header_clear (FolFcHeader *header);
/* The caption on top, the note at the bottom of a drawing `height` tall. */
G_GNUC_INTERNAL void     qd_fol_fc_header_draw  (const QdDrawText *face, const QdPalette *p, const FolFcHeader *header,
                                              double height);

G_END_DECLS
