/* qd-hmm-private.h — what the problem's files share and no one else needs. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets ERROR to QD_HMM_ERROR_PARSE, "line LINE: …" (just the message for
 * line 0), and returns FALSE: the readers' one way to refuse a line. */
G_GNUC_INTERNAL gboolean qd_hmm_parse_error (GError **error, guint line, const char *format, ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
