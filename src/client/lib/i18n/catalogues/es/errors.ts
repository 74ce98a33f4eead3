import type en from '../en/errors';

export default {
  'errors.invalid_input':
    '{count, plural, =0 {Algún dato no es válido.} one {Un campo no es válido: revísalo.} other {# campos no son válidos: revísalos.}}',
  'errors.invalid_json': 'La solicitud no es un JSON válido.',
  'errors.json_required': 'La solicitud debe enviarse como JSON.',
  'errors.body_too_large': 'La solicitud es demasiado grande.',
  'errors.route_not_found': 'No encontrado.',
  'errors.internal_error': 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  'errors.database_unavailable': 'No se puede acceder a la base de datos.',
  'errors.read_rate_limited': 'Demasiadas solicitudes desde tu red. Espera un minuto y vuelve a intentarlo.',
  'errors.auth_required': 'Inicia sesión para continuar.',
  'errors.invalid_token': 'Tu sesión no es válida o ha caducado.',
  'errors.forbidden': 'No tienes permiso para hacer esto.',
  'errors.session_expired': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'errors.account_gone': 'Tu cuenta ya no existe. Vuelve a iniciar sesión.',
  'errors.invalid_credentials': 'El correo electrónico o la contraseña no son correctos.',
  'errors.sign_in_rate_limited':
    'Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.',
  'errors.email_taken': 'Ya existe una cuenta con este correo electrónico.',
  'errors.demo_address': 'Esta dirección pertenece a la demo. Usa tu propio correo electrónico.',
  'errors.common_password': 'Esta contraseña es de las más comunes y fáciles de adivinar. Elige otra.',
  'errors.guessable_password':
    'Esta contraseña está hecha con palabras de Fairway Relief o es la contraseña de la demo, lo primero que prueba un atacante. Elige otra.',
  'errors.registration_rate_limited':
    'Se han creado demasiadas cuentas desde tu red. Inténtalo de nuevo más tarde.',
  'errors.sign_ins_rate_limited':
    'Demasiados inicios de sesión desde tu red. Espera unos minutos y vuelve a intentarlo.',
  'errors.refreshes_rate_limited':
    'Demasiadas renovaciones de sesión desde tu red. Espera unos minutos y vuelve a intentarlo.',
  'errors.sessions_rate_limited':
    'Demasiados inicios de sesión en esta cuenta. Espera unos minutos y vuelve a intentarlo.',
  'errors.mail_rate_limited': 'Ya te hemos enviado varios correos. Espera un rato y vuelve a intentarlo.',
  'errors.exports_rate_limited':
    'Demasiadas descargas de la exportación desde tu red. Inténtalo de nuevo más tarde.',
  'errors.verify_link_invalid':
    'Este enlace de verificación ha caducado o ya se usó. Inicia sesión y pide uno nuevo en tu panel.',
  'errors.reset_link_invalid':
    'Este enlace para restablecer la contraseña ha caducado o ya se usó. Pide uno nuevo.',
  'errors.wrong_password': 'La contraseña no es correcta.',
  'errors.password_required': 'Escribe tu contraseña para eliminar tu cuenta.',
  'errors.sign_in_again':
    'Por tu seguridad, vuelve a iniciar sesión y elimina tu cuenta en los 10 minutos siguientes.',
  'errors.account_not_found': 'No hay ninguna cuenta con ese correo electrónico.',
  'errors.user_not_found': 'Usuario no encontrado.',
  'errors.not_course_owner_account':
    'Esta es una cuenta de golfista normal. Solo las cuentas de propietario de campo pueden asignarse a un campo: pídele que se registre con el tipo de cuenta Propietario de campo.',
  'errors.email_not_verified':
    'El correo electrónico aún no está verificado: abre el enlace que enviamos (puedes pedir uno nuevo desde el panel).',
  'errors.google_not_configured': 'El inicio de sesión con Google no está disponible en este servidor.',
  'errors.google_unavailable':
    'El inicio de sesión con Google no está disponible ahora mismo. Inténtalo de nuevo más tarde.',
  'errors.google_state_mismatch':
    'Tu inicio de sesión con Google caducó o se empezó en otra pestaña. Inténtalo de nuevo.',
  'errors.google_cancelled': 'Se canceló el inicio de sesión con Google.',
  'errors.google_failed': 'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
  'errors.google_email_unverified':
    'Tu cuenta de Google no tiene un correo verificado. Verifícalo en Google o regístrate con correo y contraseña.',
  'errors.google_account_conflict': 'Este correo ya está vinculado a otra cuenta de Google.',
  'errors.course_not_found': 'Campo no encontrado.',
  'errors.restroom_not_found': 'Baño no encontrado.',
  'errors.review_not_found': 'Reseña no encontrada.',
  'errors.report_not_found': 'Aviso no encontrado.',
  'errors.submission_not_found': 'Propuesta no encontrada.',
  'errors.document_not_found': 'Documento no disponible.',
  'errors.duplicate_restroom_pending': 'Ya hay un baño con este nombre pendiente de revisión en este campo.',
  'errors.duplicate_restroom_listed': 'Ya hay un baño con este nombre en este campo.',
  'errors.duplicate_review': 'Ya has reseñado este baño. Edita tu reseña.',
  'errors.already_reported': 'Ya has avisado de este problema en este baño.',
  'errors.not_your_restroom': 'Solo puedes eliminar los baños que añadiste tú.',
  'errors.not_your_review': 'Solo puedes editar o eliminar tu propia reseña.',
  'errors.not_your_course': 'Solo puedes hacerlo en tus propios campos.',
  'errors.already_reviewed': 'Esta propuesta ya se ha revisado.',
  'errors.sign_retired':
    'Este cartel ya no está en uso: su código se ha cambiado. Aún puedes avisar desde la página del campo.',
  'errors.sign_report_rate_limited':
    'En la última hora ya llegó un aviso sobre este baño desde tu red. Inténtalo más tarde o avisa desde la página del campo.',
  'errors.report_settled': 'Este aviso ya se ha resuelto o ha caducado.',
  'errors.only_gone_removes': 'Solo un aviso de «ya no existe» puede retirar el baño.',
  'errors.own_gone_report':
    'Otro golfista tiene que avisar de que este baño ya no existe antes de que puedas retirarlo.',
  'errors.restroom_not_removed': 'Este baño no se ha retirado.',
  'errors.question_not_asked': 'Elige una pregunta que haga este campo.',
  'errors.hole_required': 'Indica en qué hoyo está, o que no lo sabes.',
  'errors.write_rate_limited': 'Estás enviando mucho en poco tiempo. Espera un rato y vuelve a intentarlo.',
  'errors.claim_not_found': 'Solicitud no encontrada.',
  'errors.course_owner_account_required':
    'Solo las cuentas de propietario de campo pueden reclamar un campo: regístrate con el tipo de cuenta Propietario de campo.',
  'errors.already_course_owner': 'Ya eres propietario de este campo.',
  'errors.claim_pending': 'Ya tienes una solicitud para este campo pendiente de revisión.',
  'errors.claim_decided': 'Ya se ha decidido sobre esta solicitud.',
  'errors.unsubscribe_link_invalid':
    'Este enlace para darse de baja no es válido. Puedes cambiar tus correos en el panel del propietario.',
  'errors.push_service_not_allowed':
    'No se pueden enviar notificaciones a esta dirección: este servidor solo las envía a los servicios de notificaciones de los navegadores.',
  'errors.idempotency_key_malformed': 'El Idempotency-Key debe ser un UUID.',
  'errors.idempotency_key_busy': 'Aún se está procesando una solicitud con este Idempotency-Key.',
  'errors.idempotency_key_reused': 'Este Idempotency-Key ya se usó en otra solicitud.',
  'errors.idempotency_url_too_long': 'La dirección de una solicitud con Idempotency-Key es demasiado larga.',
  'errors.idempotency_rate_limited': 'Demasiados cambios en la última hora. Espera y vuelve a intentarlo.',
  'errors.network': 'No hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
  'errors.timeout': 'El servidor no respondió en {seconds, number} segundos. Vuelve a intentarlo.',
  'errors.status': 'La solicitud ha fallado (código de estado {status}).',
} satisfies Record<keyof typeof en, string>;
