/* qd-application.h — the application: actions, accelerators, windows. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QD_TYPE_APPLICATION (qd_application_get_type ())
G_DECLARE_FINAL_TYPE (QdApplication, qd_application, QD, APPLICATION, AdwApplication)

QdApplication *qd_application_new (GApplicationFlags extra_flags);

G_END_DECLS
